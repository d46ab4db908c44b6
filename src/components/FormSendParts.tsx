// The end of a form the public sends to us (the contact form, a job application): a honeypot
// for form-filling bots and the send button. Shared so both keep the same guard and the same
// behaviour before hydration.

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
