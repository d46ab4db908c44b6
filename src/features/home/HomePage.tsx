import { Link } from '../../components/SiteLink';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import arrowDown from 'bootstrap-icons/icons/arrow-down.svg?raw';
import checkCircle from 'bootstrap-icons/icons/check-circle.svg?raw';
import codeSlash from 'bootstrap-icons/icons/code-slash.svg?raw';
import phone from 'bootstrap-icons/icons/phone.svg?raw';
import plug from 'bootstrap-icons/icons/plug.svg?raw';
import lifePreserver from 'bootstrap-icons/icons/life-preserver.svg?raw';
import { Icon } from '../../components/Icon';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { organizationJsonLd } from '../../content/organization';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { HomeContent } from '../../content/home';
import { products } from '../../content/products';
import { productTeasers } from '../../content/productTeasers';
import type { ProductTeaser } from '../../content/schema';
import { latestPosts, type PostSummary } from '../../content/blog/latestPosts';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';
import { formatCalendarDate } from '../../lib/calendarDate';
import { ClientStrip, Testimonials } from './ClientProof';
import { HeroIllustration } from './HeroIllustration';
import './home.scss';

// Same order as homeContent.services.items.
const SERVICE_ICONS = [codeSlash, phone, plug, lifePreserver] as const;

/** The anchor the hero's second button scrolls to. */
const PRODUCTS_ANCHOR = 'produk';

export function HomePage({ copy }: { copy: HomeContent }) {
  const { t, language: lng } = useT();
  const posts = latestPosts();
  // An untranslated post shows its Indonesian text, marked as such.
  const textLang = (post: PostSummary) => (post.lang[lng] === lng ? undefined : post.lang[lng]);

  return (
    <>
      <PageMeta
        title={copy.meta.title}
        description={copy.meta.description}
        jsonLd={organizationJsonLd}
      />

      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="container">
          <div className="row align-items-center gy-5">
            <div className="col-lg-7 col-xxl-6">
              <span className="eyebrow">{copy.hero.eyebrow}</span>
              <h1 id="home-hero-title" className="display-4 mb-4">
                {copy.hero.title}
              </h1>
              <p className="lead text-body-secondary mb-4">{copy.hero.lead}</p>
              <div className="d-grid d-sm-flex flex-wrap gap-3 mb-4">
                <Link className="btn btn-primary btn-lg" to={paths.contact}>
                  {copy.hero.primary}
                  <Icon svg={arrowRight} className="ms-2" />
                </Link>
                <a className="btn btn-outline-primary btn-lg" href={`#${PRODUCTS_ANCHOR}`}>
                  {copy.hero.secondary}
                  <Icon svg={arrowDown} className="ms-2" />
                </a>
              </div>
              <ul className="home-hero__facts list-unstyled d-flex flex-wrap column-gap-4 row-gap-2 mb-0">
                {copy.hero.facts.map((fact) => (
                  <li key={fact} className="d-flex align-items-center">
                    <Icon svg={checkCircle} className="text-primary me-2" />
                    {fact}
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-5 col-xxl-6">
              <div className="home-hero__art">
                <HeroIllustration title={copy.hero.illustrationTitle} />
              </div>
            </div>
          </div>
        </div>
      </section>

      <ClientStrip />

      <Section
        headingId="home-services-title"
        eyebrow={copy.services.eyebrow}
        title={copy.services.title}
        lead={copy.services.lead}
      >
        <ul className="row g-4 list-unstyled mb-0">
          {copy.services.items.map((service, index) => (
            <li key={service.title} className="col-sm-6 col-lg-3">
              <div className="home-service h-100 d-flex d-sm-block align-items-start gap-3">
                <span className="icon-tile mb-sm-3">
                  <Icon svg={SERVICE_ICONS[index] ?? codeSlash} />
                </span>
                <div>
                  <h3 className="h5">{service.title}</h3>
                  <p className="text-body-secondary mb-0">{service.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        headingId="home-products-title"
        id={PRODUCTS_ANCHOR}
        className="bg-mist home-products"
        eyebrow={copy.products.eyebrow}
        title={copy.products.title}
        lead={copy.products.lead}
      >
        <ul className="row g-4 list-unstyled mb-0">
          {products.map((product) => {
            // Every product has its teaser: the build checks (src/content/checkContent.ts).
            const teaser = productTeasers[product.slug] as ProductTeaser;
            return (
              <li key={product.slug} className="col-md-6 col-lg-4">
                <article className="card h-100 border-0 shadow-sm card-lift">
                  <div className="card-body p-4 d-flex flex-column">
                    {teaser.icon && (
                      <span className="icon-tile mb-3">
                        <Icon svg={teaser.icon} />
                      </span>
                    )}
                    <h3 className="h4 mb-1">{product.name}</h3>
                    <p className="fw-semibold text-primary mb-3">{teaser.tagline[lng]}</p>
                    <p className="text-body-secondary">{teaser.summary[lng]}</p>
                    <Link
                      className="stretched-link fw-semibold mt-auto"
                      to={paths.product(product.slug)}
                    >
                      {copy.products.more}
                      <span className="visually-hidden"> {product.name}</span>
                      <Icon svg={arrowRight} className="ms-2" />
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <Link className="btn btn-outline-primary mt-4" to={paths.products}>
          {copy.products.compare}
          <Icon svg={arrowRight} className="ms-2" />
        </Link>
      </Section>

      <Testimonials />

      <Section
        headingId="home-process-title"
        eyebrow={copy.process.eyebrow}
        title={copy.process.title}
        lead={copy.process.lead}
      >
        <ol className="home-steps row g-4 list-unstyled mb-0">
          {copy.process.steps.map((step, index) => (
            <li key={step.title} className="col-sm-6 col-lg">
              <div className="home-step h-100">
                <span className="home-step__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="h5">{step.title}</h3>
                <p className="text-body-secondary mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <section className="section bg-sand home-posts" aria-labelledby="home-posts-title">
        <div className="container">
          <div className="d-md-flex align-items-end justify-content-between gap-4">
            <SectionHeading
              id="home-posts-title"
              eyebrow={copy.posts.eyebrow}
              title={copy.posts.title}
              lead={copy.posts.lead}
            />
            <Link className="btn btn-outline-primary mb-5 text-nowrap" to={paths.blog}>
              {copy.posts.all}
              <Icon svg={arrowRight} className="ms-2" />
            </Link>
          </div>
          <ul className="row g-4 list-unstyled mb-0">
            {posts.map((post) => (
              <li key={post.id} className="col-md-6 col-lg-4">
                <article className="card h-100 border-0 shadow-sm card-lift">
                  <div className="card-body p-4 d-flex flex-column">
                    <p className="small text-body-secondary mb-2">
                      <span className="badge rounded-pill home-post__category me-2">
                        {t(`blogCategory.${post.category}`)}
                      </span>
                      <time dateTime={post.date}>{formatCalendarDate(post.date, lng)}</time>
                    </p>
                    <h3 className="h5" lang={textLang(post)}>
                      {post.title[lng]}
                    </h3>
                    <p className="text-body-secondary" lang={textLang(post)}>
                      {post.summary[lng]}
                    </p>
                    <Link
                      className="stretched-link fw-semibold mt-auto"
                      to={paths.blogPost(post.id)}
                      language={post.lang[lng]}
                    >
                      {copy.posts.read}
                      <span className="visually-hidden">: {post.title[lng]}</span>
                      <Icon svg={arrowRight} className="ms-2" />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** The route of one language's Beranda: the routes load only that language's copy. */
export function homeRoute(copy: HomeContent) {
  return { Component: () => <HomePage copy={copy} />, handle: whatsappAbout('company') };
}
