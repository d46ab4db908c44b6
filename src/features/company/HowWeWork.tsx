import { howWeWorkCopy, howWeWorkSteps } from '../../content/company/howWeWork';
import { Section } from '../../components/Section';
import { anchors } from '../../lib/paths';
import { useLanguage } from '../../lib/useLanguage';
import { useScrollToAnchor } from '../../lib/useScrollToAnchor';
import './howWeWork.scss';

/**
 * /tentang's section on how a project runs: each step with what we do and what the client does,
 * from one record for both languages. The closing band's "how we work" link lands here.
 */
export function HowWeWork() {
  const lng = useLanguage();
  useScrollToAnchor(anchors.howWeWork);
  return (
    <Section
      id={anchors.howWeWork}
      className="how-we-work"
      headingId="about-how-we-work-title"
      eyebrow={howWeWorkCopy.eyebrow[lng]}
      title={howWeWorkCopy.title[lng]}
      lead={howWeWorkCopy.lead[lng]}
    >
      <ol className="how-we-work__steps list-unstyled mb-0">
        {howWeWorkSteps.map((step, index) => (
          <li key={step.key} className="how-we-work__step">
            <div className="row g-3">
              <div className="col-lg-3">
                <span className="how-we-work__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="h4 mb-0">{step.title[lng]}</h3>
              </div>
              {(['we', 'you'] as const).map((part, column) => (
                <div
                  key={part}
                  className={`col-md-6 col-lg-4${column === 0 ? ' offset-lg-1' : ''}`}
                >
                  <h4 className="h6 text-uppercase text-body-secondary mb-2">
                    {howWeWorkCopy[part][lng]}
                  </h4>
                  <p className="mb-0">{step[part][lng]}</p>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
