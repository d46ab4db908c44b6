import type { MouseEventHandler } from 'react';
import type { TextPart } from '../../lib/search/highlight';
import type { SearchHit } from '../../lib/search/siteSearch';
import { formatCalendarDate } from '../../lib/calendarDate';
import { useLanguage } from '../../lib/useLanguage';
import { Link } from '../SiteLink';

function Marked({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

/** One search result (docs/search.md): its title as a link, a snippet with the matches marked, its section and date. */
export function SearchHitCard({
  hit,
  onNavigate,
}: {
  hit: SearchHit;
  onNavigate?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const lng = useLanguage();
  return (
    <div className="search-hit">
      <Link className="search-hit-title" to={hit.url} onClick={onNavigate}>
        <Marked parts={hit.title} />
      </Link>
      <p className="search-hit-snippet mb-1">
        <Marked parts={hit.snippet} />
      </p>
      <p className="search-hit-meta small text-body-secondary mb-0">
        <span>{hit.section}</span>
        {hit.date && <time dateTime={hit.date}>{formatCalendarDate(hit.date, lng)}</time>}
      </p>
    </div>
  );
}
