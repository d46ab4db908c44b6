import { POST_COVER_SIZE, POST_COVER_WIDTHS, type PostMeta } from '../../content/blog/postMeta';

/** How wide a cover shows: on a card in the blog's grid, or as a post's hero. */
const SIZES = {
  card: '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
  hero: '(min-width: 992px) 60vw, 100vw',
};

/**
 * A post's cover, generated at build time from the post's own data (docs/content.md#covers),
 * as WebP in a few widths (the browser takes the one the screen needs): decorative, the post's
 * title sits right beside it. `priority` for the post's hero (fetched at once); cards below the
 * fold load theirs lazily unless `eager`.
 */
export function PostCover({
  post,
  className,
  loading = 'lazy',
  priority = false,
}: {
  post: PostMeta;
  className?: string;
  loading?: 'lazy' | 'eager';
  priority?: boolean;
}) {
  const file = (width: number) => `${post.coverFile}-${width}.webp`;
  return (
    <img
      className={className ? `post-cover ${className}` : 'post-cover'}
      src={file(Math.max(...POST_COVER_WIDTHS))}
      srcSet={POST_COVER_WIDTHS.map((width) => `${file(width)} ${width}w`).join(', ')}
      sizes={priority ? SIZES.hero : SIZES.card}
      alt=""
      {...POST_COVER_SIZE}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
