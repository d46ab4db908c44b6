import { portfolioItem } from '../../../content/template/pages/portfolio';
import { PageMeta } from '../../../components/PageMeta';
import { PortfolioSection } from '../sections/PortfolioSection';
import { toneClass } from '../tones';
import { useText } from '../useText';
import { DemoPageHeader } from './DemoPageHeader';

/** /pages/portfolio/item: one project — picture, details, story, gallery, more projects. */
export function PortfolioItemTemplatePage() {
  const text = useText();
  const { project } = portfolioItem;
  return (
    <>
      <PageMeta
        title={text(portfolioItem.meta.title)}
        description={text(portfolioItem.meta.description)}
      />
      <DemoPageHeader header={{ eyebrow: project.category, title: project.title }} />
      <div className="section pt-5">
        <div className="container">
          <div
            className={`portfolio-item__hero ${toneClass(project.tone)} mb-5`}
            aria-hidden="true"
          >
            <span>{project.client}</span>
          </div>
          <div className="row g-4 g-lg-5">
            <section className="col-lg-4" aria-labelledby="item-details-title">
              <h2 id="item-details-title" className="h4">
                {text(portfolioItem.detailsTitle)}
              </h2>
              <dl className="mb-0">
                {portfolioItem.details.map((row) => (
                  <div key={row.term.en} className="portfolio-item__detail">
                    <dt>{text(row.term)}</dt>
                    <dd className="mb-0">{text(row.detail)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="col-lg-8" aria-labelledby="item-story-title">
              <h2 id="item-story-title" className="h4">
                {text(portfolioItem.challengeTitle)}
              </h2>
              {portfolioItem.body.map((paragraph) => (
                <p key={paragraph.en}>{text(paragraph)}</p>
              ))}
              <h3 className="h5 mt-4">{text(portfolioItem.galleryTitle)}</h3>
              <ul className="row g-3 list-unstyled mb-0" aria-hidden="true">
                {[3, 4, 5].map((tone) => (
                  <li key={tone} className="col-4">
                    <div className={`portfolio-item__thumb ${toneClass(tone)}`} />
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </div>
      <PortfolioSection
        headingId="item-more-title"
        heading={{ title: portfolioItem.moreTitle }}
        items={portfolioItem.more}
        layout="grid"
      />
    </>
  );
}

export const portfolioItemTemplateRoute = { Component: PortfolioItemTemplatePage };
