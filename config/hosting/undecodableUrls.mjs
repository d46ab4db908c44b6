// superstatic decodes request URLs with decodeURI() and does not catch its URIError: a URL that
// is not valid percent-encoded UTF-8 (/blog/%E0%A4%A, /blog?q=%) would answer 500 or stop the
// server. In front of it, such a path or query has its % signs taken literally (escaped as %25),
// so the request goes on as any other and an unknown path meets the not-found page, as on the
// live site (tests/e2e/bad-input.spec.ts).

/**
 * `part` unchanged when decodeURI() accepts it, else with every % escaped as %25.
 * @param {string} part
 */
function decodable(part) {
  try {
    decodeURI(part);
    return part;
  } catch {
    return part.replaceAll('%', '%25');
  }
}

/**
 * The request URL (path and query) with each undecodable part's % signs made literal.
 * @param {string} url
 */
export function literalUndecodable(url) {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return decodable(url);
  return `${decodable(url.slice(0, queryAt))}?${decodable(url.slice(queryAt + 1))}`;
}

/** Connect middleware applying literalUndecodable() to every request. */
export function undecodableUrls() {
  return (
    /** @type {{ url?: string }} */ request,
    /** @type {unknown} */ response,
    /** @type {() => void} */ next,
  ) => {
    request.url = literalUndecodable(request.url ?? '/');
    next();
  };
}
