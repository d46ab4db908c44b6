import check from 'bootstrap-icons/icons/check2-circle.svg?raw';
import type { Heading, IconItem, Text } from '../../../content/template/types';
import { Icon } from '../../../components/Icon';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** Service cards, each with an icon, a text and a list of ticked points. */
export function ServicesSection({
  headingId,
  heading,
  items,
}: {
  headingId: string;
  heading: Heading;
  items: readonly (IconItem & { bullets: readonly Text[] })[];
}) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading} className="bg-soft">
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.title.en} className="col-md-6 col-lg-4">
            <div className="service-card card h-100 border-0">
              <div className="card-body p-4">
                <span className="icon-tile mb-3">
                  <Icon svg={item.icon} />
                </span>
                <h3 className="h5">{text(item.title)}</h3>
                <p className="text-body-secondary">{text(item.text)}</p>
                <ul className="list-unstyled mb-0">
                  {item.bullets.map((bullet) => (
                    <li key={bullet.en} className="d-flex gap-2 mb-1">
                      <Icon svg={check} className="text-accent mt-1" />
                      {text(bullet)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}
