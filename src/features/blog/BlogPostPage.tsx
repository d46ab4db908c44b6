import { startTransition, useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { Link } from '../../components/SiteLink';
import arrowLeft from 'bootstrap-icons/icons/arrow-left.svg?raw';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { absoluteUrl } from '../../lib/site';
import { adjacentPosts, relatedPosts } from '../../content/blog/blogIndex';
import { localizePost, postShareImage, tagSlug, type PostMeta } from '../../content/blog/postMeta';
import { formatCalendarDate } from '../../lib/calendarDate';
import { paths } from '../../lib/paths';
import { localizePath } from '../../lib/languagePaths';
import type { Language } from '../../lib/i18n';
import { useLanguage, useT } from '../../lib/useLanguage';
import { whatsappHandle } from '../../lib/whatsappTopic';
import { PostBody } from './PostBody';
import { PostCard } from './PostCard';
import { PostCover } from './PostCover';
import { PostToc } from './PostToc';
import type * as ReadingToolsModule from './readingTools';
import { blogPostLoader, type BlogPostData } from './blogPostLoader';
import './blog.scss';

function AdjacentLink({ post, direction }: { post: PostMeta; direction: 'older' | 'newer' }) {
  const { t, language: lng } = useT();
  const text = localizePost(post, lng);
  return (
    <Link
      to={paths.blogPost(post.id)}
      language={text.lang}
      className={`post-adjacent card h-100 border-0 bg-mist text-decoration-none p-3 ${direction === 'newer' ? 'text-md-end' : ''}`}
      rel={direction === 'older' ? 'prev' : 'next'}
    >
      <span className="small fw-semibold text-primary d-block mb-1">
        {direction === 'older' && <Icon svg={arrowLeft} className="me-2" />}
        {direction === 'older' ? t('blog.olderPost') : t('blog.newerPost')}
        {direction === 'newer' && <Icon svg={arrowRight} className="ms-2" />}
      </span>
      <span className="text-body fw-semibold" lang={text.isFallback ? text.lang : undefined}>
        {text.title}
      </span>
    </Link>
  );
}

type ReadingTools = typeof ReadingToolsModule;

/**
 * The post's reading tools (./readingTools), loaded after hydration: code copy, anchor copy,
 * the table of contents' current section, share.
 */
function useReadingTools(html: string) {
  const lng = useLanguage();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [tools, setTools] = useState<ReadingTools>();
  const [current, setCurrent] = useState<string>();
  // Both re-render the whole post (its body, the related posts): in a transition, which React
  // renders in slices between the visitor's input, not as one task (54-95 ms at 6x CPU).
  useEffect(() => {
    void import('./readingTools').then((module) => startTransition(() => setTools(module)));
  }, []);
  useEffect(() => {
    const body = bodyRef.current;
    const onSection = (id: string | undefined) => startTransition(() => setCurrent(id));
    return tools && body ? tools.attachReadingTools(body, { lng, onSection }) : undefined;
  }, [tools, html, lng]);
  return { bodyRef, tools, current };
}

/** /blog/<id>: the post with its author, date, category, tags and reading time. */
export function BlogPostPage() {
  const { t, language: lng } = useT();
  const loaded = useLoaderData<BlogPostData>();
  const { post } = loaded;
  const text = localizePost(post, lng);
  const title = postTitle(post, lng);
  const { body, author } = loaded;
  const { older, newer } = adjacentPosts(post.id);
  const related = relatedPosts(post.id, 3);
  const categoryLabel = t(`blogCategory.${post.category}`);
  const textLang = text.isFallback ? text.lang : undefined;
  const { bodyRef, tools, current } = useReadingTools(body.html);
  const toc = body.headings.length >= 2 ? body.headings : undefined;
  const url = absoluteUrl(localizePath(paths.blogPost(post.id), body.lang));

  return (
    <>
      <PageMeta
        title={title}
        description={text.summary}
        type="article"
        image={postShareImage(post)}
        jsonLd={{
          '@type': 'BlogPosting',
          headline: title,
          description: text.summary,
          datePublished: post.date,
          dateModified: body.modified,
          inLanguage: text.lang,
          articleSection: categoryLabel,
          keywords: text.tags.join(', '),
          url,
          image: absoluteUrl(postShareImage(post)),
          ...(author
            ? {
                author: {
                  '@type': 'Person',
                  name: author.name,
                  url: absoluteUrl(paths.teamMember(author.slug)),
                },
              }
            : {}),
          publisher: { '@type': 'Organization', name: 'Segara Digital', url: absoluteUrl('/') },
        }}
      />
      <PageHeader
        title={title}
        crumbs={[
          { label: t('nav.blog'), to: paths.blog },
          { label: categoryLabel, to: paths.blogCategory(post.category) },
        ]}
      >
        <p className="lead text-body-secondary mb-4" lang={textLang}>
          {text.summary}
        </p>
        <div className="post-meta d-flex flex-wrap align-items-center gap-3">
          {author && (
            <span className="d-flex align-items-center gap-2">
              <Avatar member={author} size={48} className="avatar" />
              <span>
                {t('blog.by')}{' '}
                <Link className="fw-semibold" to={paths.teamMember(author.slug)}>
                  {author.name}
                </Link>
              </span>
            </span>
          )}
          <time dateTime={post.date}>{formatCalendarDate(post.date, lng)}</time>
          <span>{t('blog.readingTime', { count: text.readingMinutes })}</span>
          <Link
            className="badge rounded-pill post-category text-decoration-none"
            to={paths.blogCategory(post.category)}
          >
            <span className="visually-hidden">{t('blog.category')}: </span>
            {categoryLabel}
          </Link>
        </div>
      </PageHeader>

      <div className="section pt-4">
        <div className="container">
          <div className="row justify-content-center">
            <div className="col-lg-8 col-xl-7">
              <PostCover post={post} className="post-cover-hero mb-4" priority />
              {toc && <PostToc headings={toc} current={current} variant="details" />}
              <PostBody html={body.html} lang={body.lang} ref={bodyRef} />

              <div className="mt-5">
                <h2 className="h6 text-uppercase text-body-secondary mb-2">{t('blog.tags')}</h2>
                <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" lang={textLang}>
                  {text.tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        className="badge rounded-pill post-tag"
                        to={paths.blogTag(tagSlug(tag))}
                      >
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>

              <div className="post-share-slot mt-4">
                {tools && <tools.SharePanel url={url} title={title} lng={lng} />}
              </div>

              {author && (
                <aside className="card border-0 bg-sand mt-5" aria-labelledby="post-author-title">
                  <div className="card-body p-4 d-sm-flex gap-4 align-items-center">
                    <Avatar member={author} size={48} className="avatar mb-3 mb-sm-0" />
                    <div>
                      <h2
                        id="post-author-title"
                        className="h6 text-uppercase text-body-secondary mb-1"
                      >
                        {t('blog.aboutAuthor')}
                      </h2>
                      <p className="h5 mb-1">{author.name}</p>
                      <p className="mb-2 text-body-secondary">{author.role[lng]}</p>
                      <Link to={paths.teamMember(author.slug)} className="fw-semibold">
                        {t('blog.authorProfile', { name: author.name })}
                      </Link>
                    </div>
                  </div>
                </aside>
              )}

              {(older || newer) && (
                <nav className="row g-3 mt-4" aria-label={t('blog.morePosts')}>
                  <div className="col-md-6">
                    {older && <AdjacentLink post={older} direction="older" />}
                  </div>
                  <div className="col-md-6">
                    {newer && <AdjacentLink post={newer} direction="newer" />}
                  </div>
                </nav>
              )}
            </div>
            {toc && (
              <div className="col-lg-3 d-none d-lg-block">
                <PostToc headings={toc} current={current} variant="aside" />
              </div>
            )}
          </div>
        </div>
      </div>

      {related.length > 0 && (
        <section className="section bg-mist" aria-labelledby="related-posts-title">
          <div className="container">
            <h2 id="related-posts-title" className="h2 mb-4">
              {t('blog.related')}
            </h2>
            <ul className="row g-4 list-unstyled mb-0">
              {related.map((relatedPost) => (
                <li key={relatedPost.id} className="col-md-6 col-lg-4">
                  <PostCard post={relatedPost} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

/** The page's title, and the article its WhatsApp message asks about. */
function postTitle(post: PostMeta, language: Language): string {
  return localizePost(post, language).title;
}

/** What the route table's `lazy` gets for /blog/<id>. */
export const blogPostRoute = {
  Component: BlogPostPage,
  loader: blogPostLoader,
  handle: whatsappHandle<BlogPostData>(({ data, language }) => ({
    kind: 'post',
    name: postTitle(data.post, language),
  })),
};
