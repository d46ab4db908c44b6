/** An eyebrow, an `<h2>` and an optional lead: the opening of a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  center = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  center?: boolean;
}) {
  return (
    <div className={center ? 'text-center mx-auto mb-5 section-heading' : 'mb-5 section-heading'}>
      {eyebrow && <span className="eyebrow">{eyebrow}</span>}
      <h2 id={id} className="h1 mb-3">
        {title}
      </h2>
      {lead && <p className="lead text-body-secondary mb-0">{lead}</p>}
    </div>
  );
}
