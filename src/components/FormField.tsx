import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useT } from '../lib/useLanguage';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

interface FieldProps {
  label: string;
  /** Shown under the control and announced with it; the control is marked invalid. */
  error?: string;
  hint?: ReactNode;
  /** Something drawn at the end of the input (the show/hide password button). */
  trailing?: ReactNode;
}

/**
 * A labelled input (or, with `multiline`, a textarea) with its hint and its error beside it,
 * wired with `aria-describedby` and `aria-invalid`.
 */
export function FormField(
  props: FieldProps &
    ((InputProps & { multiline?: false }) | (TextareaProps & { multiline: true })),
) {
  const { label, error, hint, trailing, multiline, ...control } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const element = multiline ? (
    <textarea {...(control as TextareaProps)} {...common} />
  ) : (
    <input type="text" {...(control as InputProps)} {...common} />
  );
  return (
    <div className="mb-3">
      <label className="form-label fw-semibold" htmlFor={id}>
        {label}
      </label>
      {trailing ? (
        <div className={`input-group${error ? ' has-validation' : ''}`}>
          {element}
          {trailing}
        </div>
      ) : (
        element
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/** A password field with a show/hide toggle (`aria-pressed`), labelled in the page's language. */
export function PasswordField(props: InputProps & Omit<FieldProps, 'trailing'>) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      }
    />
  );
}
