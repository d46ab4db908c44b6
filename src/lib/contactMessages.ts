// The contact form's messages in Firestore, shared by the form that writes them (contact) and
// the inbox that reads them (account). firestore.rules enforces the same shape and limits.
import { products } from '../content/products';
import { CONTACT_QUERY, paths } from './paths';

export const MESSAGES_COLLECTION = 'messages';

export const MESSAGE_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 150,
  message: 5000,
} as const;

/**
 * The per-account flood limit on messages (docs/product.md#the-contact-form). firestore.rules
 * states the same numbers in its throttle functions; a unit test holds them equal.
 */
export const CONTACT_THROTTLE = {
  /** `contactThrottle/{uid}`: written in the same batch as each message. */
  collection: 'contactThrottle',
  /** At most one message per this many seconds. */
  intervalSeconds: 60,
  /** At most this many messages per window... */
  dailyCap: 5,
  /** ...of this many hours, counted from the first message of the window. */
  windowHours: 24,
} as const;

/**
 * What a visitor writes to us about (docs/product.md#the-contact-form): a demo, a price quote,
 * support. A general question stores none. Also the values of /kontak's `keperluan` parameter.
 */
export const CONTACT_INTENTS = ['demo', 'harga', 'dukungan'] as const;
export type ContactIntent = (typeof CONTACT_INTENTS)[number];

/** The products a message may be about: the slugs of content/products.ts. */
export const CONTACT_PRODUCTS: readonly string[] = products.map((product) => product.slug);

/** /kontak with `product` and `intent` chosen: the link of a product's calls to action. */
export function contactPathFor(product: string, intent: ContactIntent): string {
  return `${paths.contact}?${CONTACT_QUERY.product}=${encodeURIComponent(product)}&${CONTACT_QUERY.intent}=${intent}`;
}

/** `value` if it is a product slug, else undefined (unknown values are ignored). */
export function contactProduct(value: unknown): string | undefined {
  return typeof value === 'string' && CONTACT_PRODUCTS.includes(value) ? value : undefined;
}

/** `value` if it is one of CONTACT_INTENTS, else undefined (unknown values are ignored). */
export function contactIntent(value: unknown): ContactIntent | undefined {
  return CONTACT_INTENTS.find((intent) => intent === value);
}

/**
 * What a visitor writes. `phone`, `product` and `intent` are left out when empty (the rules
 * refuse an empty one).
 */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  /** A slug of CONTACT_PRODUCTS. */
  product?: string;
  intent?: ContactIntent;
}

/** A stored message as the inbox shows it. */
export interface ContactMessage extends ContactMessageInput {
  id: string;
  /** Milliseconds since the epoch (the server's time of the write). */
  createdAt: number;
  read: boolean;
  /** Filed away by an admin: out of the inbox's unread and all views (`false` on create). */
  archived: boolean;
}

/** `contactThrottle/{uid}` as the client reads it; times in milliseconds since the epoch. */
export interface ThrottleState {
  /** The server time of the account's latest message. */
  lastAt: number;
  /** The start of the current window. */
  windowStart: number;
  /** Messages sent in the current window. */
  count: number;
}

export type ThrottleVerdict =
  | { allowed: true; count: number; newWindow: boolean }
  | { allowed: false; reason: 'tooSoon' | 'dailyCap'; retryAt: number };

/**
 * Whether an account with throttle `state` may send a message at `now` (ms), as the rules
 * decide it: the count and window to write if so, and when to try again if not.
 */
export function checkThrottle(state: ThrottleState | undefined, now: number): ThrottleVerdict {
  if (!state) return { allowed: true, count: 1, newWindow: true };
  const nextAllowed = state.lastAt + CONTACT_THROTTLE.intervalSeconds * 1000;
  const windowEnd = state.windowStart + CONTACT_THROTTLE.windowHours * 3_600_000;
  const inWindow = now < windowEnd;
  if (inWindow && state.count >= CONTACT_THROTTLE.dailyCap) {
    return { allowed: false, reason: 'dailyCap', retryAt: Math.max(windowEnd, nextAllowed) };
  }
  if (now < nextAllowed) return { allowed: false, reason: 'tooSoon', retryAt: nextAllowed };
  return inWindow
    ? { allowed: true, count: state.count + 1, newWindow: false }
    : { allowed: true, count: 1, newWindow: true };
}
