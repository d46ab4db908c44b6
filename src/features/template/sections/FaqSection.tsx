import { useId } from 'react';
import type { FaqItem, Heading } from '../../../content/template/types';
import { Accordion } from '../../../components/Accordion';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** Questions and answers as an accordion. */
export function FaqSection({
  headingId,
  heading,
  items,
}: {
  headingId: string;
  heading: Heading;
  items: readonly FaqItem[];
}) {
  const text = useText();
  const id = useId().replace(/:/g, '');
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <div className="faq-list mx-auto">
        <Accordion
          items={items.map((item, index) => ({
            id: `${id}-faq-${index + 1}`,
            title: text(item.question),
            body: text(item.answer),
          }))}
        />
      </div>
    </DemoSection>
  );
}
