import type { DemoPost, Heading } from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { useLanguage, useLocalized } from '../../../lib/useLanguage';
import { DemoLink } from '../DemoLink';
import { formatCalendarDate } from '../../../lib/calendarDate';
import { toneClass } from '../tones';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** A post card: a coloured picture, category, title, excerpt, date and reading time. */
export function PostCard({ post, headingLevel = 3 }: { post: DemoPost; headingLevel?: 2 | 3 }) {
  const text = useText();
  const lng = useLanguage();
  const labels = useLocalized(sectionLabels);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="post-card card h-100 border-0 shadow-sm card-lift">
      <div className={`post-card__picture ${toneClass(post.tone)}`} aria-hidden="true" />
      <div className="card-body p-4 d-flex flex-column">
        <p className="small mb-2">
          <span className="badge rounded-pill badge-soft me-2">{text(post.category)}</span>
          <time dateTime={post.date} className="text-body-secondary">
            {formatCalendarDate(post.date, lng)}
          </time>
        </p>
        <Heading className="h5">
          <DemoLink className="stretched-link post-card__link">{text(post.title)}</DemoLink>
        </Heading>
        <p className="text-body-secondary">{text(post.excerpt)}</p>
        <p className="small text-body-secondary mt-auto mb-0">
          {post.author} · {labels.minutesRead(post.minutes)}
        </p>
      </div>
    </article>
  );
}

export function BlogSection({
  headingId,
  heading,
  posts,
}: {
  headingId: string;
  heading: Heading;
  posts: readonly DemoPost[];
}) {
  return (
    <DemoSection headingId={headingId} heading={heading} className="bg-soft">
      <ul className="row g-4 list-unstyled mb-0">
        {posts.map((post) => (
          <li key={post.title.en} className="col-md-6 col-lg-4">
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}
