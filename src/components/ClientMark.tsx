import type { Client } from '../content/schema';

/**
 * A client's text mark (its initials on its colour) in place of a logo: no image to download.
 * Drawn as SVG, so the colour from the content is an attribute, not an inline style.
 * Decorative: the client's name is always written beside it.
 */
export function ClientMark({ client, small = false }: { client: Client; small?: boolean }) {
  return (
    <svg
      className={small ? 'client-mark client-mark--small' : 'client-mark'}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="8" fill={client.color} />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize="17"
        fontWeight="700"
      >
        {client.mark}
      </text>
    </svg>
  );
}
