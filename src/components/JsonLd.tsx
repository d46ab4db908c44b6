/**
 * Structured data for search engines (schema.org as JSON-LD). A data block, not a script: the
 * browser never runs it, so the CSP does not need to allow it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
