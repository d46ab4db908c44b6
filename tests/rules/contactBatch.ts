// Sending a contact message as the form does (src/features/contact/contactService.ts): the
// message and the author's throttle document in one batch (firestore.rules, the flood limit).
// Shared by the rules test files that write messages.
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { db, rulesEnv, validMessage } from './rulesEnv';

/** An account of Firebase Anonymous Auth, as the contact form signs visitors in. */
export const asVisitor = (uid: string) =>
  db(rulesEnv().authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }));

/** A new message id (Firestore's auto id). */
export const newMessageId = (firestore: Firestore) => doc(collection(firestore, 'messages')).id;

interface SendOptions {
  /** The message's id (default: a new auto id). */
  id?: string;
  /** Fields of the message (default: validMessage() with `uid`). */
  message?: DocumentData;
  /**
   * The throttle document's fields, written with set (default: what the form writes, read from
   * the current document: a first window, or the next message of the window, with update).
   */
  throttle?: DocumentData;
}

/** Commits the message and its throttle write as `uid`; rejects when the rules refuse. */
export async function sendMessage(
  firestore: Firestore,
  uid: string,
  { id = newMessageId(firestore), message, throttle }: SendOptions = {},
): Promise<string> {
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, 'messages', id), message ?? { ...validMessage(), uid });
  const throttleRef = doc(firestore, 'contactThrottle', uid);
  if (throttle) {
    batch.set(throttleRef, throttle);
  } else {
    const current = await getDoc(throttleRef);
    if (current.exists()) {
      batch.update(throttleRef, {
        lastAt: serverTimestamp(),
        lastMessage: id,
        count: (current.get('count') as number) + 1,
      });
    } else {
      batch.set(throttleRef, firstWindow(id));
    }
  }
  await batch.commit();
  return id;
}

/** The throttle document of an account's first message (or the first of a new window). */
export const firstWindow = (id: string): DocumentData => ({
  lastAt: serverTimestamp(),
  lastMessage: id,
  windowStart: serverTimestamp(),
  count: 1,
});
