import { Link } from '../../components/SiteLink';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import checkCircle from 'bootstrap-icons/icons/check-circle.svg?raw';
import { Accordion } from '../../components/Accordion';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { productDetails, productPageContent } from '../../content/productDetails';
import { pricingCopy, productPlans } from '../../content/productPlans';
import { findProduct, products } from '../../content/products';
import { productTeasers } from '../../content/productTeasers';
import type { Product, ProductDetail, ProductPlan, ProductTeaser } from '../../content/schema';
import { contactPathFor } from '../../lib/contactMessages';
import { paths } from '../../lib/paths';
import { slugLoader, useSlugRecord, type SlugData } from '../../lib/slugLoader';
import { useLocalized, useT } from '../../lib/useLanguage';
import { whatsappHandle } from '../../lib/whatsappTopic';
import { ProductCaseStudies } from './ProductCaseStudies';
import { PricingTiers } from './PricingTiers';
import { ProductScreen } from './ProductScreen';
import './products.scss';

/** A product has a page where its details are written. */
export const productLoader = slugLoader((slug) => findProduct(slug) && productDetails[slug]);

/** /produk/<slug>: the problem, features, screens, who it is for, tiers, FAQ and a way to talk. */
export function ProductPage() {
  const { t, language: lng } = useT();
  const product = useSlugRecord(findProduct);
  const { slug } = product;
  const title = productTitle(slug);
  const copy = useLocalized(productPageContent);
  const teaser = productTeasers[product.slug] as ProductTeaser;
  const detail = productDetails[product.slug] as ProductDetail;
  const plan = productPlans[product.slug] as ProductPlan;
  const others = products.filter((other) => other.slug !== product.slug);

  return (
    <>
      {/* A product's name reads the same in both languages: the section's name keeps each title its own. */}
      <PageMeta title={`${title} · ${t('nav.products')}`} description={teaser.summary[lng]} />
      <PageHeader
        title={title}
        eyebrow={copy.eyebrow}
        lead={teaser.tagline[lng]}
        crumbs={[{ label: t('footer.productsHeading'), to: paths.products }]}
      >
        <Link className="btn btn-primary btn-lg mt-4" to={contactPathFor(product.slug, 'demo')}>
          {t('products.cta')}
          <Icon svg={arrowRight} className="ms-2" />
        </Link>
      </PageHeader>

      <section className="section" aria-labelledby="product-problem-title">
        <div className="container">
          <div className="row g-4 g-lg-5 align-items-center">
            <div className="col-lg-6">
              <h2 id="product-problem-title" className="h1 mb-4">
                {t('products.problem')}
              </h2>
              {detail.problem[lng].map((paragraph) => (
                <p key={paragraph} className="fs-5">
                  {paragraph}
                </p>
              ))}
            </div>
            <div className="col-lg-6">
              <figure className="mb-0">
                <ProductScreen
                  kind={detail.screens[0]?.kind ?? 'dashboard'}
                  label={detail.screens[0]?.caption[lng] ?? product.name}
                />
              </figure>
            </div>
          </div>
        </div>
      </section>

      <section className="section bg-mist" aria-labelledby="product-features-title">
        <div className="container">
          <h2 id="product-features-title" className="h1 mb-4">
            {t('products.features')}
          </h2>
          <ul className="row g-4 list-unstyled mb-0">
            {detail.features[lng].map((feature, index) => (
              <li key={feature.title} className="col-md-6 col-lg-3">
                <div className="card h-100 border-0">
                  <div className="card-body p-4">
                    <span className="icon-tile mb-3">
                      <Icon svg={detail.featureIcons[index] ?? checkCircle} />
                    </span>
                    <h3 className="h5">{feature.title}</h3>
                    <p className="mb-0 text-body-secondary">{feature.text}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="product-screens-title">
        <div className="container">
          <h2 id="product-screens-title" className="h1 mb-4">
            {t('products.screens')}
          </h2>
          <div className="row g-4">
            {detail.screens.map((screen) => (
              <figure key={screen.kind} className="col-md-6 mb-0">
                <ProductScreen kind={screen.kind} label={screen.caption[lng]} />
                <figcaption className="mt-2 text-body-secondary">{screen.caption[lng]}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="section bg-sand" aria-labelledby="product-audience-title">
        <div className="container">
          <div className="row">
            <div className="col-lg-8">
              <h2 id="product-audience-title" className="h1 mb-4">
                {t('products.audience')}
              </h2>
              <ul className="list-unstyled mb-0">
                {detail.audience[lng].map((item) => (
                  <li key={item} className="d-flex gap-2 mb-2">
                    <Icon svg={checkCircle} className="text-primary mt-1" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <ProductCaseStudies product={product} />

      <section className="section bg-mist" aria-labelledby="product-pricing-title">
        <div className="container">
          <h2 id="product-pricing-title" className="h1 mb-4">
            {pricingCopy[lng].tiersTitle}
          </h2>
          <PricingTiers plan={plan} product={product.slug} headingLevel={3} />
        </div>
      </section>

      <section className="section" aria-labelledby="product-faq-title">
        <div className="container">
          <h2 id="product-faq-title" className="h1 mb-4">
            {copy.faqTitle}
          </h2>
          <Accordion
            items={detail.faq[lng].map((item, index) => ({
              id: `faq-${index + 1}`,
              title: item.question,
              body: <p className="mb-0">{item.answer}</p>,
            }))}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="product-cta-title">
        <div className="container">
          <div className="card border-0 bg-mist product-cta">
            <div className="card-body p-4 p-lg-5 d-lg-flex align-items-center justify-content-between gap-5">
              <div>
                <h2 id="product-cta-title" className="h2">
                  {detail.cta[lng].title}
                </h2>
                <p className="mb-lg-0">{detail.cta[lng].text}</p>
              </div>
              <Link
                className="btn btn-primary btn-lg text-nowrap"
                to={contactPathFor(product.slug, 'demo')}
              >
                {copy.ctaButton}
                <Icon svg={arrowRight} className="ms-2" />
              </Link>
            </div>
          </div>

          <h2 className="h4 mt-5 mb-3">{t('products.otherProducts')}</h2>
          <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
            {others.map((other) => (
              <li key={other.slug}>
                <Link className="btn btn-outline-primary" to={paths.product(other.slug)}>
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** The page's title, and what its WhatsApp message asks about. */
function productTitle(slug: string): string {
  // The loader vouches for the slug.
  return (findProduct(slug) as Product).name;
}

/** What the route table's `lazy` gets for /produk/<slug>. */
export const productRoute = {
  Component: ProductPage,
  loader: productLoader,
  handle: whatsappHandle<SlugData>(({ data }) => ({
    kind: 'product',
    name: productTitle(data.slug),
  })),
};
