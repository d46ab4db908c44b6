import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import {
  Honeypot,
  HONEYPOT_FIELD,
  SendButton,
  SendStatus,
  SentMessage,
  useFormSend,
} from '../../components/FormSendParts';
import { products } from '../../content/products';
import { formText } from '../../lib/formText';
import { CONTACT_QUERY } from '../../lib/paths';
import { useHydrated } from '../../lib/useHydrated';
import {
  CONTACT_INTENTS,
  CONTACT_THROTTLE,
  MESSAGE_LIMITS,
  contactIntent,
  contactProduct,
} from '../../lib/contactMessages';
import type { ContactContent } from '../../content/contact';
import type { SendResult } from './contactService';
import {
  toMessageInput,
  validateContact,
  type ContactDraft,
  type ContactField,
} from './contactValidation';

const FIELDS: ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The form's current text and choices, read from the fields themselves. */
function readDraft(form: HTMLFormElement): { draft: ContactDraft; honeypot: string } {
  const data = new FormData(form);
  const text = (name: string) => formText(data, name);
  const draft = Object.fromEntries(
    [...FIELDS, 'product', 'intent'].map((name) => [name, text(name)]),
  ) as ContactDraft;
  return { draft, honeypot: text(HONEYPOT_FIELD) };
}

/** A labelled select of `options` ([value, label]), uncontrolled like the text fields. */
function Select({
  name,
  label,
  options,
  defaultValue,
}: {
  name: string;
  label: string;
  options: [value: string, label: string][];
  defaultValue: string;
}) {
  const id = useId();
  return (
    <div className="mb-3">
      <label className="form-label fw-semibold" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="form-select" defaultValue={defaultValue}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The service loads on submit: it signs the visitor in anonymously (docs/product.md#the-contact-form). */
async function send(draft: ContactDraft): Promise<SendResult> {
  const { sendContactMessage } = await import('./contactService');
  return sendContactMessage(toMessageInput(draft));
}

/**
 * The contact form: the product and intent chosen by /kontak's query (unknown values ignored,
 * docs/product.md#the-contact-form), errors beside each field, a honeypot for bots (a filled one is answered
 * like a success and sends nothing), the flood limit's "try again in ..."
 * (docs/product.md#the-contact-form), and on failure or refusal everything typed stays in
 * place. The fields are uncontrolled: the page is prerendered, and whatever a visitor types
 * before the scripts have loaded must survive hydration.
 */
export function ContactForm({ copy }: { copy: ContactContent['form'] }) {
  const { problems, sent, formRef, statusRef, formProps, statusProps, sending, again } =
    useFormSend({
      fields: FIELDS,
      read: readDraft,
      validate: validateContact,
      send,
      pretended: { sent: true },
      failure: 'Mengirim pesan gagal:',
    });
  const hydrated = useHydrated();
  const [query] = useSearchParams();
  const chosenProduct = contactProduct(query.get(CONTACT_QUERY.product)) ?? '';
  const chosenIntent = contactIntent(query.get(CONTACT_QUERY.intent)) ?? '';
  // A prerendered /kontak hydrates with the query too (app/startPlan.ts), and React sets a
  // select's defaultValue only when it mounts: the choice is applied here, unless the visitor
  // made one before hydration.
  useEffect(() => {
    const choices = { product: chosenProduct, intent: chosenIntent };
    for (const [name, chosen] of Object.entries(choices)) {
      const select = formRef.current?.elements.namedItem(name);
      if (chosen && select instanceof HTMLSelectElement && select.value === '') {
        select.value = chosen;
      }
    }
  }, [chosenProduct, chosenIntent, formRef]);

  const message = (field: ContactField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return copy.errors[problem].replace('{max}', String(MESSAGE_LIMITS[field]));
  };

  const field = (name: ContactField) => ({
    name,
    defaultValue: '',
    maxLength: MESSAGE_LIMITS[name],
    error: message(name),
  });

  if (sent) {
    return (
      <SentMessage statusRef={statusRef}>
        <h3 className="h5">{copy.sent.title}</h3>
        <p>{copy.sent.text}</p>
        <button type="button" className="btn btn-outline-primary" onClick={again}>
          {copy.sent.another}
        </button>
      </SentMessage>
    );
  }

  return (
    <form {...formProps}>
      <SendStatus
        {...statusProps}
        dailyCap={CONTACT_THROTTLE.dailyCap}
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
        label={`${copy.fields.phone} (${copy.optional})`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      <Select
        name="product"
        label={copy.product.label}
        defaultValue={chosenProduct}
        options={[
          ['', copy.product.none],
          ...products.map((product): [string, string] => [product.slug, product.name]),
        ]}
      />
      <Select
        name="intent"
        label={copy.intent.label}
        defaultValue={chosenIntent}
        options={[
          ['', copy.intent.general],
          ...CONTACT_INTENTS.map((intent): [string, string] => [intent, copy.intent[intent]]),
        ]}
      />
      <FormField label={copy.fields.subject} required {...field('subject')} />
      <FormField label={copy.fields.message} multiline rows={6} required {...field('message')} />
      <Honeypot id="contact-website" label={copy.honeypot} />
      <SendButton sending={sending} hydrated={hydrated} label={copy.submit} busyLabel={copy.busy} />
    </form>
  );
}
