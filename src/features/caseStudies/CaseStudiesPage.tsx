import { CaseStudyCard } from '../../components/CaseStudyCard';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { caseStudies } from '../../content/caseStudies';
import { caseStudyPagesCopy } from '../../content/caseStudyDetails';
import { useLocalized, useT } from '../../lib/useLanguage';

/** /studi-kasus: every case study, newest first (docs/product.md#routes-and-navigation). */
export function CaseStudiesPage() {
  const { t } = useT();
  const copy = useLocalized(caseStudyPagesCopy);
  const title = t('nav.caseStudies');
  return (
    <>
      <PageMeta title={title} description={copy.description} />
      <PageHeader title={title} eyebrow={copy.header.eyebrow} lead={copy.header.lead} />
      <div className="section">
        <div className="container">
          <ul className="row g-4 list-unstyled mb-0">
            {caseStudies.map((caseStudy) => (
              <li key={caseStudy.slug} className="col-md-6">
                <CaseStudyCard caseStudy={caseStudy} headingLevel={2} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

/** What the route table's `lazy` gets for /studi-kasus. */
export const caseStudiesRoute = {
  Component: CaseStudiesPage,
  handle: whatsappAbout('caseStudies'),
};
