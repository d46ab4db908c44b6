// After login, return to the remembered location only if it is a path on this site
// (docs/architecture.md#state-and-auth: no open redirect).

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/; // eslint-disable-line no-control-regex
const PROBE_ORIGIN = 'https://same-site.invalid';

function isSameSitePath(target: string): boolean {
  if (!target.startsWith('/')) return false; // relative, scheme (https:, javascript:) or empty
  // `//host` and `/\host` are protocol-relative URLs to another site.
  if (target[1] === '/' || target[1] === '\\') return false;
  // Browsers drop tabs and newlines from URLs, which could turn `/\t/host` into `//host`.
  if (CONTROL_CHARACTERS.test(target)) return false;
  try {
    return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

function fromLocation(value: object): string | undefined {
  const { pathname, search = '', hash = '' } = value as Record<string, unknown>;
  if (typeof pathname !== 'string' || typeof search !== 'string' || typeof hash !== 'string') {
    return undefined;
  }
  if (search && !search.startsWith('?')) return undefined;
  if (hash && !hash.startsWith('#')) return undefined;
  return pathname + search + hash;
}

/**
 * The same-site path in `from` — a router location `{ pathname, search, hash }` or a string
 * path starting with a single `/` — or `fallback` for anything else.
 */
export function safeRedirectTarget(from: unknown, fallback: string): string {
  const target =
    typeof from === 'string'
      ? from
      : typeof from === 'object' && from !== null
        ? fromLocation(from)
        : undefined;
  return target !== undefined && isSameSitePath(target) ? target : fallback;
}
