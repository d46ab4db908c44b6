// The contact form's messages in Firestore, shared by the form that writes them (contact) and
// the inbox that reads them (account). firestore.rules enforces the same shape and limits.
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

/** What a visitor writes. `phone` is left out when empty (the rules refuse an empty one). */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
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
