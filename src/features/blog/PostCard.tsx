import { Link } from '../../components/SiteLink';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import { Icon } from '../../components/Icon';
import { localizePost, type PostMeta } from '../../content/blog/postMeta';
import { formatCalendarDate } from '../../lib/calendarDate';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';
import { PostCover } from './PostCover';

/** A post in a list: cover, category, date, reading time, title, summary and a link. */
export function PostCard({
  post,
  headingLevel = 2,
  coverLoading,
}: {
  post: PostMeta;
  headingLevel?: 2 | 3;
  /** `eager` for the cards of the first row (above the fold); lazy otherwise. */
  coverLoading?: 'lazy' | 'eager';
}) {
  const { t, language: lng } = useT();
  const text = localizePost(post, lng);
  const Heading = `h${headingLevel}` as const;
  const lang = text.isFallback ? text.lang : undefined;
  return (
    <article className="card h-100 border-0 shadow-sm card-lift post-card">
      <PostCover post={post} className="card-img-top" loading={coverLoading} />
      <div className="card-body p-4 d-flex flex-column">
        <p className="small text-body-secondary mb-2 d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
          <span className="badge rounded-pill post-category">
            {t(`blogCategory.${post.category}`)}
          </span>
          {/* The date and the reading time wrap as one, so "5 menit baca" never sits alone. */}
          <span className="text-nowrap post-card-meta">
            <time dateTime={post.date}>{formatCalendarDate(post.date, lng)}</time>
            <span aria-hidden="true"> · </span>
            <span>{t('blog.readingTime', { count: text.readingMinutes })}</span>
          </span>
          {text.isFallback && (
            <span className="badge rounded-pill text-bg-light border">
              {t('blog.indonesianOnly')}
            </span>
          )}
        </p>
        <Heading className="h5 mb-2" lang={lang}>
          {text.title}
        </Heading>
        <p className="text-body-secondary" lang={lang}>
          {text.summary}
        </p>
        <Link
          className="stretched-link fw-semibold mt-auto"
          to={paths.blogPost(post.id)}
          language={text.lang}
        >
          {t('blog.readPost')}
          <span className="visually-hidden">: {text.title}</span>
          <Icon svg={arrowRight} className="ms-2" />
        </Link>
      </div>
    </article>
  );
}
