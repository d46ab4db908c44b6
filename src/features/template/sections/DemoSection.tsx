import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/SectionHeading';
import type { Heading } from '../../../content/template/types';
import { useText } from '../useText';

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
  const text = useText();
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading
          id={headingId}
          center
          eyebrow={heading.eyebrow && text(heading.eyebrow)}
          title={text(heading.title)}
          lead={heading.lead && text(heading.lead)}
        />
        {children}
      </div>
    </section>
  );
}
