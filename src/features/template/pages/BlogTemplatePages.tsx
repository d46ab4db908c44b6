import { initials } from '../../../content/avatar';
import { blogIndexPage, blogPostPage } from '../../../content/template/pages/blog';
import { demoPosts } from '../../../content/template/shared/posts';
import { sectionLabels } from '../../../content/template/labels';
import { PageMeta } from '../../../components/PageMeta';
import { useLanguage, useLocalized } from '../../../lib/useLanguage';
import { DemoLink } from '../DemoLink';
import { formatCalendarDate } from '../../../lib/calendarDate';
import { BlogSection, PostCard } from '../sections/BlogSection';
import { toneClass } from '../tones';
import { useText } from '../useText';
import { TemplatePage } from './TemplatePage';

/** /pages/blog: a featured post, the latest posts, a subscribe box. */
export function BlogIndexTemplatePage() {
  const text = useText();
  const lng = useLanguage();
  const labels = useLocalized(sectionLabels);
  const [featured, ...rest] = demoPosts;
  return (
    <TemplatePage record={blogIndexPage} idPrefix="blog">
      <section className="section pb-0" aria-labelledby="blog-featured-title">
        <div className="container">
          <h2 id="blog-featured-title" className="visually-hidden">
            {text(blogIndexPage.featuredLabel)}
          </h2>
          {featured && (
            <article className="featured-post card border-0 shadow-sm">
              <div className="row g-0">
                <div
                  className={`col-md-6 featured-post__picture ${toneClass(featured.tone)}`}
                  aria-hidden="true"
                />
                <div className="col-md-6">
                  <div className="card-body p-4 p-lg-5">
                    <span className="badge rounded-pill badge-soft mb-3">
                      {text(blogIndexPage.featuredLabel)}
                    </span>
                    <h3 className="h2">
                      <DemoLink className="post-card__link">{text(featured.title)}</DemoLink>
                    </h3>
                    <p className="text-body-secondary">{text(featured.excerpt)}</p>
                    <p className="small text-body-secondary mb-0">
                      {featured.author} ·{' '}
                      <time dateTime={featured.date}>{formatCalendarDate(featured.date, lng)}</time>{' '}
                      · {labels.minutesRead(featured.minutes)}
                    </p>
                  </div>
                </div>
              </div>
            </article>
          )}
        </div>
      </section>
      <section className="section" aria-labelledby="blog-latest-title">
        <div className="container">
          <h2 id="blog-latest-title" className="h3 mb-4">
            {text(blogIndexPage.latestTitle)}
          </h2>
          <ul className="row g-4 list-unstyled mb-0">
            {rest.map((post) => (
              <li key={post.title.en} className="col-md-6 col-lg-4">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </TemplatePage>
  );
}

/** /pages/blog/post: one article with its header, body, quote, tags and related posts. */
export function BlogPostTemplatePage() {
  const text = useText();
  const lng = useLanguage();
  const labels = useLocalized(sectionLabels);
  const { post } = blogPostPage;
  return (
    <>
      <PageMeta
        title={text(blogPostPage.meta.title)}
        description={text(blogPostPage.meta.description)}
      />
      <article className="demo-article">
        <header className="page-header">
          <div className="container demo-article__column">
            <span className="badge rounded-pill badge-soft mb-3">{text(post.category)}</span>
            <h1 className="display-6 mb-3">{text(post.title)}</h1>
            <p className="lead text-body-secondary">{text(post.excerpt)}</p>
            <p className="d-flex align-items-center gap-3 mb-0">
              <span className="avatar" aria-hidden="true">
                {initials(post.author)}
              </span>
              <span>
                <span className="d-block fw-semibold">
                  {text(blogPostPage.byLabel)} {post.author}
                </span>
                <span className="small text-body-secondary">
                  <time dateTime={post.date}>{formatCalendarDate(post.date, lng)}</time> ·{' '}
                  {labels.minutesRead(post.minutes)}
                </span>
              </span>
            </p>
          </div>
        </header>
        <div className="container demo-article__column section pt-5">
          <div
            className={`demo-article__picture ${toneClass(post.tone)} mb-5`}
            aria-hidden="true"
          />
          {blogPostPage.sections.map((part, index) => (
            <section key={part.heading.en} aria-labelledby={`post-part-${index + 1}`}>
              <h2 id={`post-part-${index + 1}`} className="h3 mt-4">
                {text(part.heading)}
              </h2>
              {part.paragraphs.map((paragraph) => (
                <p key={paragraph.en}>{text(paragraph)}</p>
              ))}
              {index === 0 && (
                <blockquote className="demo-article__quote">
                  <p className="mb-0">{text(blogPostPage.quote)}</p>
                </blockquote>
              )}
            </section>
          ))}
          <div className="d-flex flex-wrap align-items-center gap-2 mt-5">
            <span className="fw-semibold">{text(blogPostPage.tagsLabel)}:</span>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {blogPostPage.tags.map((tag) => (
                <li key={tag.en}>
                  <DemoLink className="badge rounded-pill badge-soft text-decoration-none">
                    {text(tag)}
                  </DemoLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </article>
      <BlogSection
        headingId="post-related-title"
        heading={{ title: blogPostPage.relatedTitle }}
        posts={blogPostPage.related}
      />
    </>
  );
}

export const blogIndexTemplateRoute = { Component: BlogIndexTemplatePage };
export const blogPostTemplateRoute = { Component: BlogPostTemplatePage };
