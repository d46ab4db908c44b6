import type { FormEvent } from 'react';
import { contactPage } from '../../../content/template/pages/contact';
import { FormField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { useText } from '../useText';
import { TemplatePage } from './TemplatePage';

/** /pages/contact: contact channels and a demo form that sends nothing. */
export function ContactTemplatePage() {
  const text = useText();
  const { form } = contactPage;
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <TemplatePage record={contactPage} idPrefix="contact">
      <section className="section" aria-labelledby="contact-form-title">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-5">
              <ul className="list-unstyled mb-0 d-grid gap-4">
                {contactPage.channels.map((channel) => (
                  <li key={channel.title.en} className="d-flex gap-3">
                    <span className="icon-tile">
                      <Icon svg={channel.icon} />
                    </span>
                    <span>
                      <span className="d-block fw-bold">{text(channel.title)}</span>
                      <span className="text-body-secondary text-break">{text(channel.text)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-7">
              <div className="card border-0 shadow-sm">
                <div className="card-body p-4 p-lg-5">
                  <h2 id="contact-form-title" className="h3 mb-4">
                    {text(form.title)}
                  </h2>
                  <form onSubmit={onSubmit} noValidate>
                    <FormField label={text(form.name)} name="name" autoComplete="name" />
                    <FormField
                      label={text(form.email)}
                      name="email"
                      type="email"
                      autoComplete="email"
                    />
                    <FormField label={text(form.message)} name="message" multiline rows={4} />
                    <button type="submit" className="btn btn-accent">
                      {text(form.send)}
                    </button>
                  </form>
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>
    </TemplatePage>
  );
}

export const contactTemplateRoute = { Component: ContactTemplatePage };
