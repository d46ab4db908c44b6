import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/SectionHeading';
import type { Heading } from '../../../content/template/types';
import { useText } from '../useText';

/** A demo section's centred heading: eyebrow, title and lead of a record's heading. */
export function DemoSectionHeading({ id, heading }: { id: string; heading: Heading }) {
  const text = useText();
  return (
    <SectionHeading
      id={id}
      center
      eyebrow={heading.eyebrow && text(heading.eyebrow)}
      title={text(heading.title)}
      lead={heading.lead && text(heading.lead)}
    />
  );
}

/** A demo section: a band named by its centred heading, then the content. */
export function DemoSection({
  headingId,
  heading,
  className,
  children,
}: {
  headingId: string;
  heading: Heading;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={headingId}>
      <div className="container">
        <DemoSectionHeading id={headingId} heading={heading} />
        {children}
      </div>
    </section>
  );
}
