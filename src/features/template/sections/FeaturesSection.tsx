import type { Heading, IconItem } from '../../../content/template/types';
import { Icon } from '../../../components/Icon';
import { IconCard } from '../../../components/IconCard';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

/** Features as icon cards, or as a two-column list of icons with text. */
export function FeaturesSection({
  headingId,
  heading,
  items,
  style = 'cards',
}: {
  headingId: string;
  heading: Heading;
  items: readonly IconItem[];
  style?: 'cards' | 'list';
}) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading}>
      {style === 'cards' ? (
        <ul className="row g-4 list-unstyled mb-0">
          {items.map((item) => (
            <li
              key={item.title.en}
              className={items.length === 4 ? 'col-sm-6 col-lg-3' : 'col-sm-6 col-lg-4'}
            >
              <IconCard icon={item.icon} title={text(item.title)} text={text(item.text)} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="row gx-4 gx-lg-5 gy-4 list-unstyled mb-0">
          {items.map((item) => (
            <li key={item.title.en} className="col-md-6 d-flex gap-3">
              <span className="icon-tile">
                <Icon svg={item.icon} />
              </span>
              <div>
                <h3 className="h5 mb-1">{text(item.title)}</h3>
                <p className="text-body-secondary mb-0">{text(item.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DemoSection>
  );
}
