import { lazy, Suspense } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { paginate, postsInCategory, type Page } from '../../content/blog/blogIndex';
import { blogFeedPath, blogFeedTitle, hasCategoryFeed } from '../../content/blog/blogFeeds';
import type { PostMeta } from '../../content/blog/postMeta';
import { blogPagesContent } from '../../content/blog/blogPages';
import { paths, SEARCH_QUERY, type BlogCategory } from '../../lib/paths';
import { useHydratedValue } from '../../lib/useHydrated';
import { useLocalized, useT } from '../../lib/useLanguage';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { Icon } from '../../components/Icon';
import rss from '../../components/icons/rss.svg?raw';
import { BlogSearchForm } from './BlogSearchForm';
import { CategoryChips } from './CategoryChips';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { blogListLoader, listPath, type BlogListData } from './blogListLoader';
import './blog.scss';

// /blog?q=: the search and its index load only with a query (docs/search.md).
const BlogSearchResults = lazy(() =>
  import('./BlogSearchResults').then((m) => ({ default: m.BlogSearchResults })),
);

/** /blog (Semua Post) and /blog/<category>: newest first, nine per page. No post bodies here. */
export function BlogListPage() {
  const { t, language: lng } = useT();
  const { category, page } = useLoaderData<BlogListData>();
  const content = useLocalized(blogPagesContent);
  const copy = category ? content.categories[category] : content.all;
  const result = paginate(postsInCategory(category), page);
  // A category's feed in this language exists when some of its posts are written in it.
  const feedCategory = category && hasCategoryFeed(category, lng) ? category : undefined;
  // Read after hydration: the prerendered /blog has no query.
  const [params] = useSearchParams();
  const query = useHydratedValue(category ? '' : (params.get(SEARCH_QUERY) ?? '').trim(), '');
  const pageSuffix =
    result.page > 1 ? ` (${t('blog.pageOf', { page: result.page, count: result.pageCount })})` : '';
  // With a query, the heading says what was searched.
  const title = query ? t('blog.searchTitle', { query }) : `${copy.title}${pageSuffix}`;

  return (
    <>
      <PageMeta title={title} description={copy.description} />
      {/* The feeds in the page's language (written by the prerenderer): the category's, the blog's. */}
      {feedCategory && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={blogFeedTitle(lng, feedCategory)}
          href={blogFeedPath(lng, feedCategory)}
        />
      )}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={blogFeedTitle(lng)}
        href={blogFeedPath(lng)}
      />
      <PageHeader
        title={query ? title : copy.title}
        eyebrow={copy.eyebrow}
        lead={copy.lead}
        crumbs={category || query ? [{ label: t('nav.blog'), to: paths.blog }] : []}
      />
      <div className="section blog-list">
        <div className="container">
          <CategoryChips current={category} />
          <p className="small mb-4">
            <a className="rss-link fw-semibold" href={blogFeedPath(lng, feedCategory)}>
              <Icon svg={rss} />
              {feedCategory
                ? t('blog.rssCategory', { category: t(`blogCategory.${feedCategory}`) })
                : t('blog.rss')}
            </a>
          </p>
          <section className="blog-search">
            {!category && <BlogSearchForm query={query} />}
            {query ? (
              <Suspense fallback={null}>
                <BlogSearchResults query={query} />
              </Suspense>
            ) : (
              <BlogPostList result={result} category={category} />
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function BlogPostList({ result, category }: { result: Page<PostMeta>; category?: BlogCategory }) {
  const { t } = useT();
  return (
    <>
      {result.pageCount > 1 && (
        <p className="small text-body-secondary mb-4">
          {t('blog.pageOf', { page: result.page, count: result.pageCount })}
        </p>
      )}
      {result.items.length === 0 ? (
        <p className="lead">{t('blog.empty')}</p>
      ) : (
        <ul className="row g-4 list-unstyled mb-0">
          {result.items.map((post, index) => (
            <li key={post.id} className="col-md-6 col-lg-4">
              {/* The first row is in view on arrival; the rest load as they come near. */}
              <PostCard post={post} coverLoading={index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
      <Pagination basePath={listPath(category)} page={result.page} pageCount={result.pageCount} />
    </>
  );
}

/** What the route table's `lazy` gets for /blog (no category) or /blog/<category>. */
export function blogListRoute(category?: BlogCategory) {
  return {
    Component: BlogListPage,
    loader: blogListLoader(category),
    handle: whatsappAbout('blog'),
  };
}
