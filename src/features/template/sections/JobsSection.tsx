import briefcase from 'bootstrap-icons/icons/briefcase.svg?raw';
import geo from 'bootstrap-icons/icons/geo-alt.svg?raw';
import clock from 'bootstrap-icons/icons/clock.svg?raw';
import type { Heading, Job } from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { Icon } from '../../../components/Icon';
import { useLocalized } from '../../../lib/useLanguage';
import { DemoLink } from '../DemoLink';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** Open roles, each with its team, place and kind and an apply link. */
export function JobsSection({
  headingId,
  heading,
  items,
}: {
  headingId: string;
  heading: Heading;
  items: readonly Job[];
}) {
  const text = useText();
  const labels = useLocalized(sectionLabels);
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <ul className="list-unstyled mb-0 jobs-list mx-auto">
        {items.map((job) => (
          <li key={job.title.en} className="job-row">
            <div>
              <h3 className="h5 mb-1">{text(job.title)}</h3>
              <p className="small text-body-secondary mb-0 d-flex flex-wrap column-gap-3">
                <span>
                  <Icon svg={briefcase} className="me-1" />
                  {text(job.team)}
                </span>
                <span>
                  <Icon svg={geo} className="me-1" />
                  {text(job.place)}
                </span>
                <span>
                  <Icon svg={clock} className="me-1" />
                  {text(job.kind)}
                </span>
              </p>
            </div>
            <DemoLink className="btn btn-outline-accent btn-sm">
              {labels.apply}
              <span className="visually-hidden">: {text(job.title)}</span>
            </DemoLink>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}
