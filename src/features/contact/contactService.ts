// Sends a contact-form message (docs/product.md#the-contact-form). The form loads this module
// on submit, so the anonymous sign-in below never runs, or loads, with the page. The visitor is
// signed in anonymously on their first send (a signed-in staff user sends as themselves); the
// message goes to Firestore in one batch with the author's throttle document, as
// firestore.rules requires, with `uid` and the server's `createdAt`.
import type { Timestamp } from 'firebase/firestore/lite';
import { errorCode } from '../../lib/authErrors';
import {
  CONTACT_THROTTLE,
  MESSAGES_COLLECTION,
  checkThrottle,
  type ContactMessageInput,
  type ThrottleState,
} from '../../lib/contactMessages';
import { getDb, loadFirestoreLite } from '../../lib/firebase';
import { senderUid, withinSendTimeout } from '../../lib/publicSend';

/**
 * When the rules refuse a send this browser thought allowed, its clock runs ahead of the
 * server's: the visitor is asked to wait this long.
 */
export const CLOCK_SKEW_RETRY_MS = 15_000;

/** Sent, or refused by the flood limit until `retryAt` (ms since the epoch). */
export type SendResult =
  { sent: true } | { sent: false; reason: 'tooSoon' | 'dailyCap'; retryAt: number };

function millis(value: unknown): number {
  return (value as Timestamp).toMillis();
}

async function send(input: ContactMessageInput): Promise<SendResult> {
  const uid = await senderUid();
  const [db, sdk] = await Promise.all([getDb(), loadFirestoreLite()]);
  const throttleRef = sdk.doc(db, CONTACT_THROTTLE.collection, uid);
  const snapshot = await sdk.getDoc(throttleRef);
  const state: ThrottleState | undefined = snapshot.exists()
    ? {
        lastAt: millis(snapshot.get('lastAt')),
        windowStart: millis(snapshot.get('windowStart')),
        count: snapshot.get('count') as number,
      }
    : undefined;
  const verdict = checkThrottle(state, Date.now());
  if (!verdict.allowed) return { sent: false, reason: verdict.reason, retryAt: verdict.retryAt };

  const messageRef = sdk.doc(sdk.collection(db, MESSAGES_COLLECTION));
  const batch = sdk.writeBatch(db);
  batch.set(messageRef, {
    ...input,
    uid,
    createdAt: sdk.serverTimestamp(),
    read: false,
    archived: false,
  });
  const stamp = { lastAt: sdk.serverTimestamp(), lastMessage: messageRef.id, count: verdict.count };
  if (verdict.newWindow) batch.set(throttleRef, { ...stamp, windowStart: sdk.serverTimestamp() });
  else batch.update(throttleRef, stamp);
  try {
    await batch.commit();
  } catch (error) {
    if (state && errorCode(error) === 'permission-denied') {
      return { sent: false, reason: 'tooSoon', retryAt: Date.now() + CLOCK_SKEW_RETRY_MS };
    }
    throw error;
  }
  return { sent: true };
}

/** Sends `input`; rejects on failure or after SEND_TIMEOUT_MS (lib/publicSend.ts). */
export function sendContactMessage(input: ContactMessageInput): Promise<SendResult> {
  return withinSendTimeout(send(input));
}
