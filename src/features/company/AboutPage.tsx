// TEMPORARY STUB by the lead so the build runs: the page's owner replaces this whole file.
export function AboutPage() {
  return <p>AboutPage</p>;
}
