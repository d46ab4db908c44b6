import type { Client } from '../content/schema';

/**
 * A client's text mark (its initials on its colour) in place of a logo: no image to download.
 * Decorative: the client's name is always written beside it.
 */
export function ClientMark({ client, size = 3 }: { client: Client; size?: number }) {
  return (
    <span
      className="d-inline-flex flex-shrink-0 align-items-center justify-content-center rounded-3 fw-bold text-white"
      style={{
        backgroundColor: client.color,
        width: `${size}rem`,
        height: `${size}rem`,
        fontSize: `${Math.round(size * 36) / 100}rem`,
      }}
      aria-hidden="true"
    >
      {client.mark}
    </span>
  );
}
