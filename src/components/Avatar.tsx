import { initials } from '../content/avatar';

/**
 * A team member's generated avatar: initials on the member's colour with a sunset wave. Drawn
 * in the page (no photos to collect, the same look everywhere, SSR-safe), decorative: the name
 * stands beside it. Inline rather than an SVG `<img>`, which makes the browser build a document
 * of its own on the page's main thread for each picture (about 5 ms each at full CPU speed).
 */
export function Avatar({
  member,
  size,
  className,
}: {
  member: { name: string; color: string };
  size: number;
  className: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 120 120"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="120" height="120" fill={member.color} />
      <path d="M0 92c20-12 40-12 60 0s40 12 60 0v28H0z" fill="#e07a2f" opacity=".85" />
      <text x="60" y="75" textAnchor="middle" fontSize="42" fontWeight="700" fill="#fff">
        {initials(member.name)}
      </text>
    </svg>
  );
}
