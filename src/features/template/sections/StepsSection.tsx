import type { Heading, Text } from '../../../content/template/types';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** Numbered steps, each with a title and a text. */
export function StepsSection({
  headingId,
  heading,
  items,
}: {
  headingId: string;
  heading: Heading;
  items: readonly { title: Text; text: Text }[];
}) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <ol className="row g-4 list-unstyled mb-0">
        {items.map((step, index) => (
          <li key={step.title.en} className={items.length === 3 ? 'col-md-4' : 'col-sm-6 col-lg-3'}>
            <div className="step h-100">
              <span className="step__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="h5">{text(step.title)}</h3>
              <p className="text-body-secondary mb-0">{text(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </DemoSection>
  );
}
