import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { Honeypot, HONEYPOT_FIELD, SendButton } from '../../components/FormSendParts';
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
  type ApplicationProblems,
} from './applicationValidation';
import { formatWait } from '../../lib/formatWait';

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

/** Why the flood limit refused a send, and how long to wait, as of the refusal. */
interface Refusal {
  reason: Extract<ApplyResult, { sent: false }>['reason'];
  waitMs: number;
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
  const [problems, setProblems] = useState<ApplicationProblems>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'refused'>('idle');
  const [reference, setReference] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal>();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const { draft, honeypot } = readDraft(event.currentTarget);
    const found = validateApplication(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      const first = APPLICATION_FIELDS.find((name) => found[name]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const { sendApplication } = await import('./applicationService');
      const result: ApplyResult = honeypot
        ? { sent: true, reference: '' }
        : await sendApplication(toApplicationInput(draft, role, language));
      if (result.sent) {
        setReference(result.reference);
      } else {
        setRefusal({ reason: result.reason, waitMs: result.retryAt - Date.now() });
        setStatus('refused');
      }
    } catch (error) {
      console.error('Mengirim lamaran gagal:', error);
      setStatus('failed');
    }
    statusRef.current?.focus();
  };

  if (reference !== undefined) {
    return (
      <div ref={statusRef} tabIndex={-1} className="alert alert-success mb-0" role="status">
        <h3 className="h5">{copy.sent.title}</h3>
        {reference && (
          <p>
            {copy.sent.reference}:{' '}
            <strong className="application-reference text-nowrap">{reference}</strong>
          </p>
        )}
        <p className="mb-0">{copy.sent.text}</p>
      </div>
    );
  }

  const consentError = message('consent');
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={status === 'sending'}
    >
      <div ref={statusRef} tabIndex={-1}>
        {status === 'refused' && refusal && (
          <div className="alert alert-warning" role="alert">
            {copy.throttled[refusal.reason]
              .replace('{wait}', formatWait(refusal.waitMs, language))
              .replace('{cap}', String(APPLICATION_THROTTLE.dailyCap))}
          </div>
        )}
        {status === 'failed' && (
          <div className="alert alert-danger" role="alert">
            {copy.failed}
          </div>
        )}
        {Object.keys(problems).length > 0 && (
          <p className="text-danger fw-semibold" role="alert">
            {copy.errors.summary}
          </p>
        )}
      </div>
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
      <SendButton
        sending={status === 'sending'}
        hydrated={hydrated}
        label={copy.submit}
        busyLabel={copy.busy}
      />
    </form>
  );
}
