// Beranda's proof of work: the clients' strip under the hero, and their words with links to the
// case studies (src/content/clients.ts).
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import { ClientMark } from '../../components/ClientMark';
import { Icon } from '../../components/Icon';
import { Section } from '../../components/Section';
import { Link } from '../../components/SiteLink';
import { clientProofCopy, clients, featuredTestimonials, findClient } from '../../content/clients';
import type { Client, Testimonial } from '../../content/schema';
import { paths } from '../../lib/paths';
import { useLanguage, useLocalized } from '../../lib/useLanguage';

/** Every client's mark and name, in one wrapping row. */
export function ClientStrip() {
  const copy = useLocalized(clientProofCopy);
  return (
    <section className="home-clients py-5 border-bottom" aria-labelledby="home-clients-title">
      <div className="container">
        <h2
          id="home-clients-title"
          className="fs-6 fw-semibold text-center text-body-secondary mb-4"
        >
          {copy.strip}
        </h2>
        {/* Two columns on a phone, one centred row from lg on. */}
        <ul className="row row-cols-2 row-cols-lg-auto g-3 justify-content-lg-center list-unstyled mb-0">
          {clients.map((client) => (
            <li key={client.slug} className="d-flex align-items-center gap-2">
              <ClientMark client={client} small />
              <span className="small fw-semibold lh-sm">{client.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The featured clients' testimonials, each with a link to its case study. */
export function Testimonials() {
  const lng = useLanguage();
  const copy = useLocalized(clientProofCopy);
  return (
    <Section
      headingId="home-testimonials-title"
      className="bg-sand"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
    >
      <ul className="row g-4 list-unstyled mb-4">
        {featuredTestimonials.map(({ client: slug, caseStudy }) => {
          // Each featured client has a testimonial, and the case study is its: the build checks.
          const client = findClient(slug) as Client;
          const testimonial = client.testimonial as Testimonial;
          return (
            <li key={slug} className="col-lg-4">
              <div className="card h-100 border-0 shadow-sm card-lift p-4">
                <figure className="d-flex flex-column flex-grow-1 mb-3">
                  <blockquote className="mb-4">
                    <p className="mb-0">“{testimonial.quote[lng]}”</p>
                  </blockquote>
                  <figcaption className="d-flex align-items-center gap-3 mt-auto">
                    <ClientMark client={client} />
                    <span className="small">
                      <span className="fw-semibold d-block">{testimonial.person}</span>
                      <span className="text-body-secondary">{testimonial.role[lng]}</span>
                    </span>
                  </figcaption>
                </figure>
                <Link className="stretched-link fw-semibold" to={paths.caseStudy(caseStudy)}>
                  {copy.readStudy}
                  <span className="visually-hidden">: {client.name}</span>
                  <Icon svg={arrowRight} className="ms-2" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <Link className="btn btn-outline-primary" to={paths.caseStudies}>
        {copy.all}
        <Icon svg={arrowRight} className="ms-2" />
      </Link>
    </Section>
  );
}
