import type { ReactNode } from 'react';
import geo from 'bootstrap-icons/icons/geo-alt.svg?raw';
import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import telephone from 'bootstrap-icons/icons/telephone.svg?raw';
import whatsapp from 'bootstrap-icons/icons/whatsapp.svg?raw';
import clock from 'bootstrap-icons/icons/clock.svg?raw';
import reply from 'bootstrap-icons/icons/reply.svg?raw';
import chat from 'bootstrap-icons/icons/chat-dots.svg?raw';
import { CompanyAddress } from '../../components/CompanyAddress';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { company, phoneText, telHref, whatsappHref } from '../../content/company';
import { contactContent } from '../../content/contact';
import { useLocalized, useT } from '../../lib/useLanguage';
import { ContactForm } from './ContactForm';
import { ContactIllustration } from './ContactIllustration';
import './contact.scss';

/** One way to reach us: icon, heading, the value (usually a link), a short note. */
function Channel({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <li className="col-sm-6">
      <div className="contact-channel h-100 d-flex gap-3">
        <span className="icon-tile flex-shrink-0">
          <Icon svg={icon} />
        </span>
        <div className="min-w-0">
          <h3 className="h6 text-uppercase text-body-secondary mb-1">{title}</h3>
          {children}
        </div>
      </div>
    </li>
  );
}

export function ContactPage() {
  const { t } = useT();
  const copy = useLocalized(contactContent);
  const waHref = whatsappHref(copy.whatsapp.greeting);
  const newTab = <span className="visually-hidden"> {t('a11y.opensInNewTab')}</span>;

  return (
    <>
      <PageMeta title={copy.meta.title} description={copy.meta.description} />
      <PageHeader title={t('nav.contact')} lead={copy.lead} />

      <div className="section pt-5">
        <div className="container">
          <div className="row gx-4 gx-lg-5 gy-5">
            <section className="col-lg-7" aria-labelledby="contact-channels-title">
              <h2 id="contact-channels-title" className="h3 mb-4">
                {copy.channelsTitle}
              </h2>
              <ul className="row g-3 list-unstyled mb-4">
                <Channel icon={geo} title={copy.address.title}>
                  <CompanyAddress mapLinkLabel={copy.address.mapLink} />
                </Channel>
                <Channel icon={envelope} title={copy.email.title}>
                  <a className="fw-semibold text-break" href={`mailto:${company.email}`}>
                    {company.email}
                  </a>
                  <p className="small text-body-secondary mb-0 mt-1">{copy.email.note}</p>
                </Channel>
                <Channel icon={telephone} title={copy.phone.title}>
                  <a className="fw-semibold" href={telHref(company.phone)}>
                    {phoneText(company.phone)}
                  </a>
                  <p className="small text-body-secondary mb-0 mt-1">{copy.phone.note}</p>
                </Channel>
                <Channel icon={whatsapp} title={copy.whatsapp.title}>
                  <a
                    className="fw-semibold"
                    href={waHref}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {company.whatsapp}
                    {newTab}
                  </a>
                  <p className="small text-body-secondary mb-0 mt-1">{copy.whatsapp.note}</p>
                </Channel>
              </ul>

              <div className="row g-3">
                <div className="col-md-6">
                  <div className="contact-info h-100 bg-mist">
                    <h3 className="h5 d-flex align-items-center gap-2">
                      <Icon svg={clock} className="text-primary" />
                      {copy.hours.title}
                    </h3>
                    <dl className="contact-hours mb-2">
                      {copy.hours.rows.map(([days, hours]) => (
                        <div key={days}>
                          <dt>{days}</dt>
                          <dd>{hours}</dd>
                        </div>
                      ))}
                    </dl>
                    <p className="small text-body-secondary mb-0">{copy.hours.timeZoneNote}</p>
                  </div>
                </div>
                <div className="col-md-6">
                  <div className="contact-info h-100 bg-mist">
                    <h3 className="h5 d-flex align-items-center gap-2">
                      <Icon svg={reply} className="text-primary" />
                      {copy.reply.title}
                    </h3>
                    <p className="mb-0">{copy.reply.text}</p>
                  </div>
                </div>
              </div>
              {/* Under the channels, beside the taller form, so neither column ends in an empty
                  stretch on a wide screen; on a narrower one nothing between them and the form. */}
              <div className="contact-art d-none d-lg-block mt-4">
                <ContactIllustration title={copy.illustrationTitle} />
              </div>
            </section>

            <section className="col-lg-5" id="formulir-kontak" aria-labelledby="contact-form-title">
              <div className="contact-form-card">
                <h2 id="contact-form-title" className="h4 d-flex align-items-center gap-2">
                  <Icon svg={chat} className="text-primary" />
                  {copy.form.title}
                </h2>
                <p className="text-body-secondary">{copy.form.lead}</p>
                <ContactForm copy={copy.form} />
              </div>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}

export const contactRoute = { Component: ContactPage, handle: whatsappAbout('general') };
