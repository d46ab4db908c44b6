// A team member's generated avatar (src/components/Avatar.tsx) draws their initials: apart from
// ./team.ts so that a blog post shows its author's without downloading the whole team's profiles.

/** "Made Wirawan" → "MW": the first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
