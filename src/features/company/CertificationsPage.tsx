import { Link } from '../../components/SiteLink';
import lockIcon from 'bootstrap-icons/icons/shield-lock.svg?raw';
import patchIcon from 'bootstrap-icons/icons/patch-check.svg?raw';
import registryIcon from 'bootstrap-icons/icons/file-earmark-check.svg?raw';
import licenceIcon from 'bootstrap-icons/icons/file-earmark-text.svg?raw';
import cloudIcon from 'bootstrap-icons/icons/cloud-check.svg?raw';
import folderIcon from 'bootstrap-icons/icons/folder2-open.svg?raw';
import externalIcon from 'bootstrap-icons/icons/box-arrow-up-right.svg?raw';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { Section } from '../../components/Section';
import {
  certificationsContent,
  type Certification,
  type CertificationIcon,
} from '../../content/company/certifications';
import { paths } from '../../lib/paths';
import { useLocalized, useT } from '../../lib/useLanguage';
import './company.scss';

const certificationIcons: Record<CertificationIcon, string> = {
  security: lockIcon,
  quality: patchIcon,
  registry: registryIcon,
  licence: licenceIcon,
  cloud: cloudIcon,
};

function CertificationCard({
  item,
  labels,
  wide = false,
}: {
  item: Certification;
  labels: { scope: string; issuer: string; since: string };
  /** Spans the whole row: meaning and facts then sit side by side on desktop. */
  wide?: boolean;
}) {
  const titleId = `cert-${item.key}-title`;
  return (
    <article
      className={wide ? 'card h-100 certs-card certs-card-wide' : 'card h-100 certs-card'}
      aria-labelledby={titleId}
    >
      <div className="card-body p-4">
        <div className="d-flex align-items-start gap-3 mb-3">
          <span className="icon-tile">
            <Icon svg={certificationIcons[item.icon]} />
          </span>
          <div className="certs-min-w-0">
            <p className="certs-kind mb-1">{item.kind}</p>
            <h3 id={titleId} className="h4 mb-0">
              {item.name}
            </h3>
          </div>
        </div>
        <div className="certs-card-content">
          <p className="mb-4">{item.meaning}</p>
          <dl className="certs-facts mb-0">
            <dt>{labels.scope}</dt>
            <dd>{item.scope}</dd>
            <dt>{labels.issuer}</dt>
            <dd>{item.issuer}</dd>
            <dt>{labels.since}</dt>
            <dd>{item.since}</dd>
          </dl>
        </div>
      </div>
    </article>
  );
}

/** /tentang/sertifikasi: what we are certified and registered for, and how to check it. */
export function CertificationsPage() {
  const { t } = useT();
  const content = useLocalized(certificationsContent);
  const { list, verify, procurement } = content;
  const labels = { scope: list.scopeLabel, issuer: list.issuerLabel, since: list.sinceLabel };

  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} />
      <PageHeader
        title={content.header.title}
        eyebrow={content.header.eyebrow}
        lead={content.header.lead}
        crumbs={[{ label: t('nav.company'), to: paths.company.about }]}
      />

      {/* The certificates, registrations and licences, one card each. */}
      <Section
        headingId="certs-list-title"
        eyebrow={list.eyebrow}
        title={list.title}
        lead={list.lead}
      >
        <ul className="row g-4 list-unstyled mb-0">
          {list.items.map((item, index) => {
            // An odd one out at the end takes the full row instead of leaving a hole beside it.
            const wide = index === list.items.length - 1 && list.items.length % 2 === 1;
            return (
              <li key={item.key} className={wide ? 'col-12' : 'col-lg-6'}>
                <CertificationCard item={item} labels={labels} wide={wide} />
              </li>
            );
          })}
        </ul>
      </Section>

      {/* How to check the claims above for yourself. */}
      <Section
        headingId="certs-verify-title"
        className="bg-mist"
        eyebrow={verify.eyebrow}
        title={verify.title}
        lead={verify.lead}
      >
        <ol className="row g-4 list-unstyled mb-4">
          {verify.steps.map((step, index) => (
            <li key={step.title} className="col-md-4">
              <div className="card h-100 border-0">
                <div className="card-body p-4">
                  <span className="certs-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className="h5 mb-2">{step.title}</h3>
                  <p className="mb-0 text-body-secondary">{step.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <a
          className="fw-semibold d-inline-flex align-items-center gap-2"
          href={verify.registryLinkUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span>
            {verify.registryLinkLabel}
            <span className="visually-hidden"> {t('a11y.opensInNewTab')}</span>
          </span>
          <Icon svg={externalIcon} />
        </a>
      </Section>

      {/* Procurement documents, and the way to ask for them. */}
      <section className="section" aria-labelledby="certs-procurement-title">
        <div className="container">
          <div className="card border-0 bg-sand">
            <div className="card-body p-4 p-md-5 d-md-flex gap-4 align-items-start">
              <span className="icon-tile mb-3 mb-md-0">
                <Icon svg={folderIcon} />
              </span>
              <div>
                <h2 id="certs-procurement-title" className="h3 mb-2">
                  {procurement.title}
                </h2>
                <p className="mb-4 certs-procurement-text">{procurement.text}</p>
                <Link className="btn btn-primary" to={paths.contact}>
                  {procurement.contactLink}
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

export const certificationsRoute = {
  Component: CertificationsPage,
  handle: whatsappAbout('company'),
};
