import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

/**
 * A page section: the `.section` band, a container, its heading (which names the section
 * for assistive technology), then the content.
 */
export function Section({
  headingId,
  eyebrow,
  title,
  lead,
  id,
  className,
  children,
}: {
  headingId: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={className ? `section ${className}` : 'section'}
      aria-labelledby={headingId}
    >
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </div>
    </section>
  );
}
