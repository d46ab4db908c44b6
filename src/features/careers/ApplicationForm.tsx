import { useId } from 'react';
import { FormField } from '../../components/FormField';
import {
  Honeypot,
  HONEYPOT_FIELD,
  SendButton,
  SendStatus,
  SentMessage,
  useFormSend,
} from '../../components/FormSendParts';
import { applicationFormContent, type ApplicationField } from '../../content/applicationForm';
import { formText } from '../../lib/formText';
import { APPLICATION_LIMITS, APPLICATION_THROTTLE } from '../../lib/jobApplications';
import { useHydrated } from '../../lib/useHydrated';
import { useLanguage, useLocalized } from '../../lib/useLanguage';
import type { ApplyResult } from './applicationService';
import {
  APPLICATION_FIELDS,
  toApplicationInput,
  validateApplication,
  type ApplicationDraft,
} from './applicationValidation';

/** The form's current text and consent, read from the fields themselves. */
function readDraft(form: HTMLFormElement): { draft: ApplicationDraft; honeypot: string } {
  const data = new FormData(form);
  const text = (name: string) => formText(data, name);
  const draft = {
    ...Object.fromEntries(
      APPLICATION_FIELDS.filter((name) => name !== 'consent').map((name) => [name, text(name)]),
    ),
    consent: data.get('consent') === 'yes',
  } as ApplicationDraft;
  return { draft, honeypot: text(HONEYPOT_FIELD) };
}

/**
 * The application form of a role's page (docs/product.md#job-applications). It works as the
 * contact form does: uncontrolled fields (the page is prerendered; what is typed before
 * hydration survives), errors beside each field in the page's language, a honeypot, the flood
 * limit's "try again in ...", everything typed kept on failure, and the service loaded on submit.
 * A sent application shows its reference number.
 */
export function ApplicationForm({ role }: { role: string }) {
  const copy = useLocalized(applicationFormContent);
  const language = useLanguage();
  const hydrated = useHydrated();
  const consentId = useId();
  const { problems, sent, statusRef, formProps, statusProps, sending } = useFormSend({
    fields: APPLICATION_FIELDS,
    read: readDraft,
    validate: validateApplication,
    // The service loads on submit: it signs the visitor in anonymously.
    send: async (draft: ApplicationDraft): Promise<ApplyResult> => {
      const { sendApplication } = await import('./applicationService');
      return sendApplication(toApplicationInput(draft, role, language));
    },
    pretended: { sent: true, reference: '' },
    failure: 'Mengirim lamaran gagal:',
  });

  const message = (name: ApplicationField) => {
    const problem = problems[name];
    if (!problem) return undefined;
    const max = name === 'consent' ? 0 : APPLICATION_LIMITS[name];
    return copy.errors[problem].replace('{max}', String(max));
  };

  const field = (name: Exclude<ApplicationField, 'consent'>) => ({
    name,
    defaultValue: '',
    maxLength: APPLICATION_LIMITS[name],
    error: message(name),
  });

  if (sent) {
    return (
      <SentMessage statusRef={statusRef}>
        <h3 className="h5">{copy.sent.title}</h3>
        {sent.reference && (
          <p>
            {copy.sent.reference}:{' '}
            <strong className="application-reference text-nowrap">{sent.reference}</strong>
          </p>
        )}
        <p className="mb-0">{copy.sent.text}</p>
      </SentMessage>
    );
  }

  const consentError = message('consent');
  return (
    <form {...formProps}>
      <SendStatus
        {...statusProps}
        dailyCap={APPLICATION_THROTTLE.dailyCap}
        copy={{ throttled: copy.throttled, failed: copy.failed, summary: copy.errors.summary }}
      />
      <FormField label={copy.fields.name} autoComplete="name" required {...field('name')} />
      <FormField
        label={copy.fields.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <FormField
        label={copy.fields.whatsapp}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        hint={copy.hints.whatsapp}
        {...field('whatsapp')}
      />
      <FormField
        label={copy.fields.city}
        autoComplete="address-level2"
        required
        {...field('city')}
      />
      <FormField
        label={copy.fields.cvUrl}
        type="url"
        inputMode="url"
        required
        hint={copy.hints.cvUrl}
        {...field('cvUrl')}
      />
      <FormField
        label={`${copy.fields.portfolioUrl} (${copy.optional})`}
        type="url"
        inputMode="url"
        hint={copy.hints.portfolioUrl}
        {...field('portfolioUrl')}
      />
      <FormField
        label={copy.fields.motivation}
        multiline
        rows={4}
        required
        hint={copy.hints.motivation}
        {...field('motivation')}
      />
      <div className="form-check mb-3">
        <input
          id={consentId}
          name="consent"
          type="checkbox"
          value="yes"
          required
          defaultChecked={false}
          className={`form-check-input${consentError ? ' is-invalid' : ''}`}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${consentId}-error` : undefined}
        />
        <label className="form-check-label small" htmlFor={consentId}>
          {copy.fields.consent}
        </label>
        {consentError && (
          <div id={`${consentId}-error`} className="invalid-feedback d-block">
            {consentError}
          </div>
        )}
      </div>
      <Honeypot id={`${consentId}-website`} label={copy.honeypot} />
      <SendButton sending={sending} hydrated={hydrated} label={copy.submit} busyLabel={copy.busy} />
    </form>
  );
}
