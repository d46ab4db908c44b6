// The application form's checks: the same limits and patterns firestore.rules enforces
// (lib/jobApplications, docs/product.md#job-applications).
import type { ApplicationField, ApplicationProblem } from '../../content/applicationForm';
import {
  APPLICATION_LIMITS,
  isHttpsLink,
  isWhatsappNumber,
  type ApplicationInput,
} from '../../lib/jobApplications';
import type { Language } from '../../lib/i18n';
import { hasVisibleLetterOrDigit, isEmail, isFilled } from '../../lib/validation';

/** The form as read: the typed fields and whether consent is ticked. */
export type ApplicationDraft = Record<Exclude<ApplicationField, 'consent'>, string> & {
  consent: boolean;
};

export type ApplicationProblems = Partial<Record<ApplicationField, ApplicationProblem>>;

/** Fields in the form's order (the first with a problem gets the focus). */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'name',
  'email',
  'whatsapp',
  'city',
  'cvUrl',
  'portfolioUrl',
  'motivation',
  'consent',
];

const TEXT_FIELDS = ['name', 'city', 'motivation'] as const;

/** The problem of each field that has one; an empty result means the draft can be sent. */
export function validateApplication(draft: ApplicationDraft): ApplicationProblems {
  const problems: ApplicationProblems = {};
  for (const field of Object.keys(APPLICATION_LIMITS) as (keyof typeof APPLICATION_LIMITS)[]) {
    const value = draft[field].trim();
    if (field === 'portfolioUrl' && !value) continue;
    if (!isFilled(value)) problems[field] = 'required';
    else if (value.length > APPLICATION_LIMITS[field]) problems[field] = 'tooLong';
  }
  for (const field of TEXT_FIELDS) {
    if (!problems[field] && !hasVisibleLetterOrDigit(draft[field])) {
      problems[field] = 'noLetterOrDigit';
    }
  }
  if (!problems.email && !isEmail(draft.email.trim())) problems.email = 'emailInvalid';
  if (!problems.whatsapp && !isWhatsappNumber(draft.whatsapp.trim())) {
    problems.whatsapp = 'whatsappInvalid';
  }
  for (const field of ['cvUrl', 'portfolioUrl'] as const) {
    const value = draft[field].trim();
    if (value && !problems[field] && !isHttpsLink(value)) problems[field] = 'linkInvalid';
  }
  if (!draft.consent) problems.consent = 'consentRequired';
  return problems;
}

/** The application as stored: trimmed, without `portfolioUrl` when it was left empty. */
export function toApplicationInput(
  draft: ApplicationDraft,
  role: string,
  language: Language,
): ApplicationInput {
  const portfolioUrl = draft.portfolioUrl.trim();
  return {
    role,
    name: draft.name.trim(),
    email: draft.email.trim(),
    whatsapp: draft.whatsapp.trim(),
    city: draft.city.trim(),
    cvUrl: draft.cvUrl.trim(),
    ...(portfolioUrl ? { portfolioUrl } : {}),
    motivation: draft.motivation.trim(),
    language,
  };
}
