import { useT } from '../../lib/useLanguage';

/**
 * The post's table of contents, from its h2/h3 (extracted at build time): a collapsible
 * <details> above the text on phones, a sticky navigation beside it from lg up (one landmark:
 * the details is named by its summary). `current` is the section being read (the reading tools
 * report it after hydration).
 */
export function PostToc({
  headings,
  current,
  variant,
}: {
  headings: readonly MarkdownHeading[];
  current?: string;
  variant: 'details' | 'aside';
}) {
  const { t } = useT();
  const list = (
    <ol className="list-unstyled mb-0">
      {headings.map(({ id, text, level }) => (
        <li key={id} className={level === 3 ? 'ps-3' : undefined}>
          <a href={`#${id}`} aria-current={id === current ? 'true' : undefined}>
            {text}
          </a>
        </li>
      ))}
    </ol>
  );
  return variant === 'details' ? (
    <details className="post-toc d-lg-none mb-4">
      <summary className="fw-semibold">{t('blog.toc')}</summary>
      {list}
    </details>
  ) : (
    <div className="post-toc post-toc-aside">
      <p className="h6 text-uppercase text-body-secondary mb-2" aria-hidden="true">
        {t('blog.toc')}
      </p>
      <nav aria-label={t('blog.toc')}>{list}</nav>
    </div>
  );
}
