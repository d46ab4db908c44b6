// What a form the public sends to us (the contact form, a job application) shares: the send
// itself (validate, focus the first problem, send, then sent, refused by the flood limit or
// failed, with everything typed kept), the status above the fields, a honeypot for form-filling
// bots and the send button. Shared so both keep the same guard and the same behaviour before
// hydration.
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { formatWait } from '../lib/formatWait';
import { useLanguage } from '../lib/useLanguage';

/** The honeypot's field name: a filled one marks a bot (the form then pretends to send). */
export const HONEYPOT_FIELD = 'website';

/** Hidden from people and assistive technology, tempting to form-filling bots. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/**
 * The send button, disabled until hydrated: the browser's own submission would reload the page
 * and lose what the visitor typed while the scripts were still on their way.
 */
export function SendButton({
  sending,
  hydrated,
  label,
  busyLabel,
}: {
  sending: boolean;
  hydrated: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="btn btn-primary btn-lg w-100" disabled={sending || !hydrated}>
      {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {sending ? busyLabel : label}
    </button>
  );
}

/** A service's answer: sent (with what it adds, a reference number), or refused until `retryAt`. */
type Answer = { sent: true } | { sent: false; reason: string; retryAt: number };

/** Why the flood limit refused a send, and how long to wait, as of the refusal. */
interface Refusal<Reason extends string> {
  reason: Reason;
  waitMs: number;
}

type SendStatusKind = 'idle' | 'sending' | 'failed' | 'refused';

/**
 * The send of an uncontrolled form (the page is prerendered: what is typed before hydration
 * must survive it): `read` takes the draft from the fields, `validate` names each field's
 * problem, and the first in `fields` (the form's order) gets the focus. A filled honeypot is
 * answered with `pretended` and sends nothing. On failure or refusal the fields keep their text.
 */
export function useFormSend<Field extends string, Problem, Draft, A extends Answer>({
  fields,
  read,
  validate,
  send,
  pretended,
  failure,
}: {
  fields: readonly Field[];
  read: (form: HTMLFormElement) => { draft: Draft; honeypot: string };
  validate: (draft: Draft) => Partial<Record<Field, Problem>>;
  send: (draft: Draft) => Promise<A>;
  pretended: Extract<A, { sent: true }>;
  /** What the console says when the send throws. */
  failure: string;
}) {
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [status, setStatus] = useState<SendStatusKind>('idle');
  const [sent, setSent] = useState<Extract<A, { sent: true }>>();
  const [refusal, setRefusal] = useState<Refusal<Extract<A, { sent: false }>['reason']>>();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // Each settled send moves the focus to what it says, once that is rendered: the sent message
  // replaces the form, so a focus given before React commits it was lost.
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    if (settled > 0) statusRef.current?.focus();
  }, [settled]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const { draft, honeypot } = read(event.currentTarget);
    const found = validate(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      // The DOM shows no error yet: the first field with a problem, in the form's order.
      const first = fields.find((name) => found[name] !== undefined);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const answer = honeypot ? pretended : await send(draft);
      if (answer.sent) {
        setSent(answer as Extract<A, { sent: true }>);
        setStatus('idle');
      } else {
        setRefusal({ reason: answer.reason, waitMs: answer.retryAt - Date.now() });
        setStatus('refused');
      }
    } catch (error) {
      console.error(failure, error);
      setStatus('failed');
    }
    setSettled((count) => count + 1);
  };

  return {
    problems,
    sent,
    formRef,
    statusRef,
    /** Spread on the `<form>`. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      'aria-busy': status === 'sending',
    },
    /** Spread on `<SendStatus>`. */
    statusProps: { statusRef, status, refusal, hasProblems: Object.keys(problems).length > 0 },
    sending: status === 'sending',
    /** Back to an empty form after a send. */
    again: () => setSent(undefined),
  };
}

/**
 * Above the fields, focused after each send: the flood limit's "try again in ..." (`{wait}`,
 * `{cap}` filled in), the failure, or the summary of the fields' problems.
 */
export function SendStatus<Reason extends string>({
  statusRef,
  status,
  refusal,
  hasProblems,
  dailyCap,
  copy,
}: {
  statusRef: RefObject<HTMLDivElement | null>;
  status: SendStatusKind;
  refusal: Refusal<Reason> | undefined;
  hasProblems: boolean;
  dailyCap: number;
  copy: { throttled: Record<Reason, string>; failed: string; summary: string };
}) {
  const language = useLanguage();
  return (
    <div ref={statusRef} tabIndex={-1} className="form-send-status">
      {status === 'refused' && refusal && (
        <div className="alert alert-warning" role="alert">
          {copy.throttled[refusal.reason]
            .replace('{wait}', formatWait(refusal.waitMs, language))
            .replace('{cap}', String(dailyCap))}
        </div>
      )}
      {status === 'failed' && (
        <div className="alert alert-danger" role="alert">
          {copy.failed}
        </div>
      )}
      {hasProblems && (
        <p className="text-danger fw-semibold" role="alert">
          {copy.summary}
        </p>
      )}
    </div>
  );
}

/** In the form's place once it is sent, focused as the status above the fields is. */
export function SentMessage({
  statusRef,
  children,
}: {
  statusRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div
      ref={statusRef}
      tabIndex={-1}
      className="form-send-status alert alert-success mb-0"
      role="status"
    >
      {children}
    </div>
  );
}
