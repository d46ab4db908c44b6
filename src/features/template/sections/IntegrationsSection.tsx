import type { Heading, Text } from '../../../content/template/types';
import { Icon } from '../../../components/Icon';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** Integrations as cards: an icon, a name and a line of text. */
export function IntegrationsSection({
  headingId,
  heading,
  items,
}: {
  headingId: string;
  heading: Heading;
  items: readonly { name: string; icon: string; text: Text }[];
}) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading} className="bg-soft">
      <ul className="row g-3 list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.name} className="col-sm-6 col-lg-3">
            <div className="integration card h-100 border-0">
              <div className="card-body d-flex gap-3 align-items-start">
                <span className="icon-tile">
                  <Icon svg={item.icon} />
                </span>
                <span>
                  <span className="d-block fw-bold">{item.name}</span>
                  <span className="small text-body-secondary">{text(item.text)}</span>
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}
