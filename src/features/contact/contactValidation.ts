// The contact form's checks: the same limits firestore.rules enforces (lib/contactMessages).
import {
  MESSAGE_LIMITS,
  contactIntent,
  contactProduct,
  type ContactMessageInput,
} from '../../lib/contactMessages';
import { hasVisibleLetterOrDigit, isEmail, isFilled } from '../../lib/validation';

/** The fields a visitor types into. */
export type ContactField = keyof typeof MESSAGE_LIMITS;
/** The form as read: the typed fields, and the product and intent chosen ('' for none). */
export type ContactDraft = Record<ContactField, string> & { product: string; intent: string };

/** Which message of `form.errors` a field gets (`tooLong` carries the field's limit). */
export type ContactProblem =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'subjectRequired'
  | 'messageRequired'
  | 'noLetterOrDigit'
  | 'tooLong';

const REQUIRED: Partial<Record<ContactField, ContactProblem>> = {
  name: 'nameRequired',
  email: 'emailRequired',
  subject: 'subjectRequired',
  message: 'messageRequired',
};

/** Text fields that must show a letter or digit, not only marks, symbols or invisible letters. */
const NEEDS_LETTER_OR_DIGIT: readonly ContactField[] = ['name', 'subject', 'message'];

const PHONE_PATTERN = /^[0-9 +()-]+$/;

/** The problem of each field that has one; an empty result means the draft can be sent. */
export function validateContact(
  draft: ContactDraft,
): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const field of Object.keys(MESSAGE_LIMITS) as ContactField[]) {
    const value = draft[field].trim();
    const required = REQUIRED[field];
    if (required && !isFilled(value)) problems[field] = required;
    else if (NEEDS_LETTER_OR_DIGIT.includes(field) && !hasVisibleLetterOrDigit(value)) {
      problems[field] = 'noLetterOrDigit';
    } else if (value.length > MESSAGE_LIMITS[field]) problems[field] = 'tooLong';
  }
  const email = draft.email.trim();
  if (!problems.email && !isEmail(email)) problems.email = 'emailInvalid';
  const phone = draft.phone.trim();
  if (!problems.phone && phone && (!PHONE_PATTERN.test(phone) || !/\d/.test(phone))) {
    problems.phone = 'phoneInvalid';
  }
  return problems;
}

/**
 * The message as stored: trimmed, without `phone` when it was left empty, and without `product`
 * or `intent` when none (or an unknown one) was chosen.
 */
export function toMessageInput(draft: ContactDraft): ContactMessageInput {
  const phone = draft.phone.trim();
  const product = contactProduct(draft.product);
  const intent = contactIntent(draft.intent);
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    ...(phone ? { phone } : {}),
    subject: draft.subject.trim(),
    message: draft.message.trim(),
    ...(product ? { product } : {}),
    ...(intent ? { intent } : {}),
  };
}
