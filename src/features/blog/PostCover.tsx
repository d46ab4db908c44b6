import { POST_COVER_SIZE, type PostMeta } from '../../content/blog/postMeta';

/**
 * A post's cover, generated at build time from the post's own data (docs/content.md#covers),
 * as an image file: decorative, the post's title sits right beside it. `priority` for the post's
 * hero (fetched at once); cards below the fold load theirs lazily unless `eager`.
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
  return (
    <img
      className={className ? `post-cover ${className}` : 'post-cover'}
      src={`${post.coverFile}.svg`}
      alt=""
      {...POST_COVER_SIZE}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
