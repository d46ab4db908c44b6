import type { Text } from '../../../content/template/types';
import { DemoLink } from '../DemoLink';
import { useText } from '../useText';

/** A call-to-action box: a title, a lead and one or two buttons. */
export function CtaSection({
  headingId,
  title,
  lead,
  primary,
  secondary,
}: {
  headingId: string;
  title: Text;
  lead: Text;
  primary: Text;
  secondary?: Text;
}) {
  const text = useText();
  return (
    <section className="section pt-0" aria-labelledby={headingId}>
      <div className="container">
        <div className="cta-box">
          <div className="row align-items-center g-4">
            <div className="col-lg-8">
              <h2 id={headingId} className="h1 mb-3">
                {text(title)}
              </h2>
              <p className="lead mb-0">{text(lead)}</p>
            </div>
            <div className="col-lg-4 d-flex flex-wrap gap-3 justify-content-lg-end">
              <DemoLink className="btn btn-light btn-lg">{text(primary)}</DemoLink>
              {secondary && (
                <DemoLink className="btn btn-outline-light btn-lg">{text(secondary)}</DemoLink>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
