import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { Link } from '../../components/SiteLink';
import { pricingCopy, productPlans } from '../../content/productPlans';
import { products } from '../../content/products';
import { productsOverviewContent } from '../../content/productsOverview';
import { productTeasers } from '../../content/productTeasers';
import type { ProductPlan, ProductTeaser } from '../../content/schema';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';
import { PricingTiers } from './PricingTiers';
import { ProductComparison } from './ProductComparison';
import './products.scss';

/** /produk: every product with who it is for, a comparison table and its priced tiers. */
export function ProductsPage() {
  const { t, language: lng } = useT();
  const copy = productsOverviewContent[lng];
  const title = t('footer.productsHeading');

  return (
    <>
      <PageMeta title={title} description={copy.metaDescription} />
      <PageHeader title={title} eyebrow={copy.eyebrow} lead={copy.lead} />

      <section className="section" aria-labelledby="products-compare-title">
        <div className="container">
          <h2 id="products-compare-title" className="h1 mb-4">
            {copy.compareTitle}
          </h2>
          <ProductComparison captionId="products-compare-caption" />
          <p className="small text-body-secondary mt-3 mb-0">{pricingCopy[lng].ppn}</p>
        </div>
      </section>

      {products.map((product, index) => {
        // Every product has its teaser and plan: the build checks (src/content/checkContent.ts).
        const teaser = productTeasers[product.slug] as ProductTeaser;
        const plan = productPlans[product.slug] as ProductPlan;
        const headingId = `product-${product.slug}-title`;
        return (
          <section
            key={product.slug}
            id={product.slug}
            className={index % 2 ? 'section' : 'section bg-mist'}
            aria-labelledby={headingId}
          >
            <div className="container">
              <div className="d-flex gap-3 align-items-start mb-3">
                {teaser.icon && (
                  <span className="icon-tile">
                    <Icon svg={teaser.icon} />
                  </span>
                )}
                <div>
                  <h2 id={headingId} className="h2 mb-1">
                    {product.name}
                  </h2>
                  <p className="lead mb-0">{teaser.tagline[lng]}</p>
                </div>
              </div>
              <p className="mb-4">
                <strong>{copy.forWhom}</strong> {plan.idealFor[lng]}
              </p>
              <PricingTiers plan={plan} product={product.slug} headingLevel={3}>
                <Link className="btn btn-primary" to={paths.product(product.slug)}>
                  {copy.more} {product.name}
                  <Icon svg={arrowRight} className="ms-2" />
                </Link>
              </PricingTiers>
            </div>
          </section>
        );
      })}
    </>
  );
}

/** What the route table's `lazy` gets for /produk. */
export const productsRoute = { Component: ProductsPage, handle: whatsappAbout('products') };
