import type { FormEvent } from 'react';
import type { Text } from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { useLocalized } from '../../../lib/useLanguage';
import { useText } from '../useText';

/** A newsletter box: a labelled email field and a button, with no behaviour (demo). */
export function SubscribeSection({
  headingId,
  title,
  lead,
  button,
}: {
  headingId: string;
  title: Text;
  lead: Text;
  button: Text;
}) {
  const text = useText();
  const labels = useLocalized(sectionLabels);
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="subscribe-box mx-auto text-center">
          <h2 id={headingId} className="h2 mb-2">
            {text(title)}
          </h2>
          <p className="text-body-secondary mb-4">{text(lead)}</p>
          <form className="subscribe-box__form" onSubmit={onSubmit}>
            <label htmlFor={`${headingId}-email`} className="visually-hidden">
              {labels.emailLabel}
            </label>
            <input
              id={`${headingId}-email`}
              type="email"
              className="form-control form-control-lg"
              placeholder={labels.emailPlaceholder}
              autoComplete="email"
            />
            <button type="submit" className="btn btn-accent btn-lg">
              {text(button)}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
