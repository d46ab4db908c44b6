import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import { CaseStudyCard } from '../../components/CaseStudyCard';
import { Icon } from '../../components/Icon';
import { Section } from '../../components/Section';
import { Link } from '../../components/SiteLink';
import { caseStudiesOfProduct, caseStudyCardCopy } from '../../content/caseStudies';
import type { Product } from '../../content/schema';
import { fillCopy } from '../../content/search';
import { paths } from '../../lib/paths';
import { useLocalized } from '../../lib/useLanguage';

/** A product page's case studies: the clients who use it, and what came of it. */
export function ProductCaseStudies({ product }: { product: Product }) {
  const copy = useLocalized(caseStudyCardCopy);
  const studies = caseStudiesOfProduct(product.slug);
  if (studies.length === 0) return null;
  return (
    <Section
      headingId="product-case-studies-title"
      title={fillCopy(copy.productSectionTitle, { product: product.name })}
      lead={copy.productSectionLead}
    >
      <ul className="row g-4 list-unstyled mb-4">
        {studies.map((caseStudy) => (
          <li key={caseStudy.slug} className="col-md-6">
            <CaseStudyCard caseStudy={caseStudy} />
          </li>
        ))}
      </ul>
      <Link className="btn btn-outline-primary" to={paths.caseStudies}>
        {copy.all}
        <Icon svg={arrowRight} className="ms-2" />
      </Link>
    </Section>
  );
}
