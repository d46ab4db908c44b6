import quote from 'bootstrap-icons/icons/quote.svg?raw';
import { initials } from '../../../content/avatar';
import type { Heading, Testimonial } from '../../../content/template/types';
import { Icon } from '../../../components/Icon';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** Quotes in cards, each signed with the person's initials, name and role. */
export function TestimonialsSection({
  headingId,
  heading,
  items,
}: {
  headingId: string;
  heading: Heading;
  items: readonly Testimonial[];
}) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.name} className="col-md-6 col-lg-4">
            <div className="testimonial card h-100 border-0">
              {/* The figure holds the quote and its caption directly: a figcaption is a figure's child. */}
              <figure className="card-body p-4 d-flex flex-column mb-0">
                <Icon svg={quote} className="testimonial__mark mb-2" />
                <blockquote className="mb-4">
                  <p className="mb-0">{text(item.quote)}</p>
                </blockquote>
                <figcaption className="mt-auto d-flex align-items-center gap-3">
                  <span className="avatar" aria-hidden="true">
                    {initials(item.name)}
                  </span>
                  <span>
                    <span className="d-block fw-bold">{item.name}</span>
                    <span className="small text-body-secondary">{text(item.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}
