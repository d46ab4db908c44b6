// A team member's generated avatar, apart from ./team.ts so that a blog post shows its author's
// without downloading the whole team's profiles.

/** "Made Wirawan" → "MW": the first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A generated avatar: initials on the member's colour with a sunset wave, as an SVG data URI
 * for an `<img>` (no photos to collect, same look everywhere, SSR-safe).
 */
export function avatarDataUri(member: { name: string; color: string }): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" fill="${member.color}"/>` +
    `<path d="M0 92c20-12 40-12 60 0s40 12 60 0v28H0z" fill="#e07a2f" opacity=".85"/>` +
    `<text x="60" y="70" text-anchor="middle" font-family="system-ui,sans-serif" font-size="42" font-weight="700" fill="#fff">${initials(member.name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
