import type { Heading, PortfolioItem } from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { useLocalized } from '../../../lib/useLanguage';
import { DemoLink } from '../DemoLink';
import { toneClass } from '../tones';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** Project tiles in a regular grid or a masonry of columns with tall, wide and square tiles. */
export function PortfolioTiles({
  items,
  layout,
}: {
  items: readonly PortfolioItem[];
  layout: 'grid' | 'masonry';
}) {
  const text = useText();
  const labels = useLocalized(sectionLabels);
  return (
    <ul
      className={`list-unstyled mb-0 ${layout === 'masonry' ? 'portfolio-masonry' : 'row g-4'}`}
      data-layout={layout}
    >
      {items.map((item) => (
        <li
          key={item.slug}
          className={layout === 'masonry' ? 'portfolio-masonry__item' : 'col-sm-6 col-lg-4'}
        >
          <article className="portfolio-tile">
            <div
              className={`portfolio-tile__picture ${toneClass(item.tone)}`}
              data-shape={layout === 'masonry' ? item.shape : 'square'}
              aria-hidden="true"
            >
              <span>{item.client}</span>
            </div>
            <div className="pt-3">
              <p className="small text-accent fw-semibold mb-1">{text(item.category)}</p>
              <h3 className="h5 mb-0">
                <DemoLink className="stretched-link portfolio-tile__link">
                  {text(item.title)}
                  <span className="visually-hidden"> — {labels.viewProject}</span>
                </DemoLink>
              </h3>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function PortfolioSection({
  headingId,
  heading,
  items,
  layout,
}: {
  headingId: string;
  heading: Heading;
  items: readonly PortfolioItem[];
  layout: 'grid' | 'masonry';
}) {
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <PortfolioTiles items={items} layout={layout} />
    </DemoSection>
  );
}
