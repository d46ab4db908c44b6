/** Keeps a template route out of search engines (React 19 hoists the tag into `<head>`). */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
