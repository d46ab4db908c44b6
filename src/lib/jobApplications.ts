// Job applications in Firestore (docs/product.md#job-applications), shared by the form on each
// role's page that writes them (careers) and the admin's Lamaran list that reads them (account).
// firestore.rules enforces the same shape and limits; tests/unit/lib/jobApplications.test.ts
// holds the two equal.
import { APPLICATION_RETENTION_DAYS } from '../content/applicationRetention';
import { careerRoles } from '../content/careers';
import type { Language } from './i18n';

export const APPLICATIONS_COLLECTION = 'applications';
/** The applications' audit log: one entry per status change, notes change and deletion. */
export const APPLICATION_LOG_COLLECTION = 'applicationLog';

export const APPLICATION_LIMITS = {
  name: 100,
  email: 254,
  whatsapp: 25,
  city: 100,
  cvUrl: 500,
  portfolioUrl: 500,
  motivation: 1000,
} as const;

/** The admin's private notes on an application. */
export const APPLICATION_NOTES_MAX = 2000;

/** The roles an application may name: every open role (content/careers.ts) takes them. */
export const APPLICATION_ROLES: readonly string[] = careerRoles.map((role) => role.slug);

/** Whether `slug`'s page carries the application form (and its JobPosting says directApply). */
export function acceptsApplications(slug: string): boolean {
  return APPLICATION_ROLES.includes(slug);
}

export const APPLICATION_STATUSES = [
  'baru',
  'ditinjau',
  'wawancara',
  'tawaran',
  'diterima',
  'ditolak',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Where an application may go from each status: one step on, or declined at any open step;
 * accepted and declined are final. firestore.rules applicationSteps() says the same.
 */
export const APPLICATION_STEPS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  baru: ['ditinjau', 'ditolak'],
  ditinjau: ['wawancara', 'ditolak'],
  wawancara: ['tawaran', 'ditolak'],
  tawaran: ['diterima', 'ditolak'],
  diterima: [],
  ditolak: [],
};

/**
 * The per-account flood limit (docs/product.md#job-applications): one application per role and
 * `dailyCap` in all per window of `windowHours`, counted from the window's first application.
 */
export const APPLICATION_THROTTLE = {
  collection: 'applicationThrottle',
  dailyCap: 5,
  windowHours: 24,
} as const;

/**
 * Deletions per batch in the admin's purge: each deletion's rule and its log entry's read
 * documents, and the rules allow 20 such reads per batch (tests/rules/applications.rules.test.ts
 * deletes this many at once).
 */
export const DELETIONS_PER_BATCH = 5;

/** Kept this many days, then deleted by the admin's one action (docs/product.md#job-applications). */
export const APPLICATION_RETENTION_MS = APPLICATION_RETENTION_DAYS * 86_400_000;

/**
 * An https link with a host name (Drive, Dropbox, LinkedIn...), no spaces: the same pattern
 * firestore.rules applies to cvUrl and portfolioUrl.
 */
const HTTPS_LINK =
  /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(:[0-9]{1,5})?([/?#]\S*)?$/;

export function isHttpsLink(value: string): boolean {
  return value.length <= APPLICATION_LIMITS.cvUrl && HTTPS_LINK.test(value);
}

/** A WhatsApp number: 8 to 17 digits, an optional leading +, single spaces or dashes between. */
const WHATSAPP_NUMBER = /^\+?[0-9]([ -]?[0-9]){7,16}$/;

export function isWhatsappNumber(value: string): boolean {
  return WHATSAPP_NUMBER.test(value);
}

/**
 * The reference number a visitor sees, also the document's id: `LMR-` and two groups of four
 * letters and digits, without the ones read alike (0/O, 1/I).
 */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = /^LMR-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** A new random reference number (40 bits from the browser's cryptographic generator). */
export function newReference(random: (size: number) => Uint8Array = randomBytes): string {
  const letters = [...random(8)].map(
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length] ?? '',
  );
  return `LMR-${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

function randomBytes(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}

/** What an applicant writes. `portfolioUrl` is left out when empty (the rules refuse an empty one). */
export interface ApplicationInput {
  role: string;
  name: string;
  email: string;
  whatsapp: string;
  city: string;
  cvUrl: string;
  portfolioUrl?: string;
  motivation: string;
  /** The page's language when it was sent. */
  language: Language;
}

/** A stored application as the admin sees it. */
export interface JobApplication extends ApplicationInput {
  id: string;
  /** Milliseconds since the epoch (the server's time of the write). */
  createdAt: number;
  status: ApplicationStatus;
  notes: string;
}

/** `applicationThrottle/{uid}` as the client reads it; times in milliseconds since the epoch. */
export interface ApplicationThrottleState {
  windowStart: number;
  count: number;
  /** The roles applied for in the current window. */
  roles: string[];
}

export type ApplicationThrottleVerdict =
  | { allowed: true; newWindow: boolean; count: number; roles: string[] }
  | { allowed: false; reason: 'sameRole' | 'dailyCap'; retryAt: number };

/** Whether an account with throttle `state` may apply for `role` at `now`, as the rules decide it. */
export function checkApplicationThrottle(
  state: ApplicationThrottleState | undefined,
  role: string,
  now: number,
): ApplicationThrottleVerdict {
  const windowEnd = state ? state.windowStart + APPLICATION_THROTTLE.windowHours * 3_600_000 : 0;
  if (!state || now >= windowEnd)
    return { allowed: true, newWindow: true, count: 1, roles: [role] };
  if (state.roles.includes(role)) return { allowed: false, reason: 'sameRole', retryAt: windowEnd };
  if (state.count >= APPLICATION_THROTTLE.dailyCap) {
    return { allowed: false, reason: 'dailyCap', retryAt: windowEnd };
  }
  return { allowed: true, newWindow: false, count: state.count + 1, roles: [...state.roles, role] };
}
