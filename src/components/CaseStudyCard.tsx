import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import { caseStudyCardCopy } from '../content/caseStudies';
import { findClient } from '../content/clients';
import type { CaseStudy, Client } from '../content/schema';
import { paths } from '../lib/paths';
import { useLanguage, useLocalized } from '../lib/useLanguage';
import { ClientMark } from './ClientMark';
import { Icon } from './Icon';
import { Link } from './SiteLink';

/** A case study as a card: the client, the title, the summary and a link to the whole story. */
export function CaseStudyCard({
  caseStudy,
  headingLevel = 3,
}: {
  caseStudy: CaseStudy;
  headingLevel?: 2 | 3;
}) {
  const lng = useLanguage();
  const copy = useLocalized(caseStudyCardCopy);
  // Every case study names a known client: the build checks (src/content/checkContent.ts).
  const client = findClient(caseStudy.client) as Client;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = caseStudy.title[lng];
  return (
    <article className="card h-100 border-0 shadow-sm card-lift">
      <div className="card-body p-4 d-flex flex-column">
        <div className="d-flex align-items-center gap-3 mb-3">
          <ClientMark client={client} />
          <p className="small mb-0">
            <span className="fw-semibold d-block">{client.name}</span>
            <span className="text-body-secondary">
              {client.sector[lng]} · {client.place}
            </span>
          </p>
        </div>
        <Heading className="h5">{title}</Heading>
        <p className="text-body-secondary">{caseStudy.summary[lng]}</p>
        <Link className="stretched-link fw-semibold mt-auto" to={paths.caseStudy(caseStudy.slug)}>
          {copy.read}
          <span className="visually-hidden">: {title}</span>
          <Icon svg={arrowRight} className="ms-2" />
        </Link>
      </div>
    </article>
  );
}
