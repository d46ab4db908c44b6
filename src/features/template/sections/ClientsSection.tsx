import type { Text } from '../../../content/template/types';
import { useText } from '../useText';

/** A band of client names under a small title. */
export function ClientsSection({
  headingId,
  title,
  names,
}: {
  headingId: string;
  title: Text;
  names: readonly string[];
}) {
  const text = useText();
  return (
    <section className="clients-band" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="clients-band__title">
          {text(title)}
        </h2>
        <ul className="clients-band__list list-unstyled mb-0">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
