import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { useLanguage } from '../../../lib/useLanguage';
import { useText } from '../useText';
import { docsLabels, docsOrder, type DocSlug } from './docsNav';

/**
 * One docs page: its title (from the sidebar data, in the page's language), a lead, and the
 * body. The body is English — the language of the code and README — and says so (`lang`).
 */
export function DocPage({
  slug,
  lead,
  children,
}: {
  slug: DocSlug;
  lead: string;
  children: ReactNode;
}) {
  const text = useText();
  const lng = useLanguage();
  const labels = docsLabels[lng];
  const entry = docsOrder.find((page) => page.slug === slug);
  const title = entry ? text(entry.title) : slug;
  return (
    <article className="doc-page" aria-labelledby="doc-title">
      <PageMeta title={`${title} · ${labels.docs}`} description={lead} />
      <header className="doc-page__header">
        <p className="eyebrow mb-2">{labels.docs}</p>
        <h1 id="doc-title" className="display-6 mb-3">
          {title}
        </h1>
        <p className="lead text-body-secondary mb-0" lang="en">
          {lead}
        </p>
        {lng !== 'en' && (
          <p className="small text-body-secondary mt-2 mb-0">{labels.englishOnly}</p>
        )}
      </header>
      <div className="doc-page__body" lang="en">
        {children}
      </div>
    </article>
  );
}

/**
 * A block of code or shell commands; focusable so a wide block scrolls by keyboard. A label
 * names the figure around it: `<pre>` has no role that may be named (aria-label on it is not
 * conformant HTML).
 */
export function CodeBlock({ children, label }: { children: string; label?: string }) {
  const block = (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className="doc-code" tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
  if (!label) return block;
  return (
    <figure className="doc-code-figure" aria-label={label}>
      {block}
    </figure>
  );
}

/** A live example: the real component, framed, with a caption naming it. */
export function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="doc-example">
      <figcaption className="doc-example__caption">{title}</figcaption>
      <div className="doc-example__stage">{children}</div>
    </figure>
  );
}
