import type { Heading, Text } from '../../../content/template/types';
import { useText } from '../useText';
import { DemoSectionHeading } from './DemoSection';

/** Figures with their labels, on a light or dark band, with or without a heading. */
export function StatsSection({
  headingId,
  heading,
  items,
  dark = false,
}: {
  headingId: string;
  heading?: Heading;
  items: readonly { value: string; label: Text }[];
  dark?: boolean;
}) {
  const text = useText();
  return (
    <section
      className={`section stats-band${dark ? ' is-dark' : ''}`}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : items.map((item) => text(item.label)).join(', ')}
    >
      <div className="container">
        {heading && <DemoSectionHeading id={headingId} heading={heading} />}
        <dl className="row g-4 mb-0 text-center">
          {items.map((item) => (
            <div key={item.label.en} className="col-6 col-lg-3">
              <dt className="stats-band__value">{item.value}</dt>
              <dd className="mb-0 stats-band__label">{text(item.label)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
