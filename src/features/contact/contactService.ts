// Sends a contact-form message to Firestore's `messages` collection (rules: anyone may create
// one with exactly these fields; `createdAt` must be the server's time of the write).
import { MESSAGES_COLLECTION, type ContactMessageInput } from '../../lib/contactMessages';
import { getDb, loadFirestoreLite } from '../../lib/firebase';

/** A visitor should not wait longer than this for "sent" or "not sent". */
export const SEND_TIMEOUT_MS = 20_000;

export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const send = async () => {
    const [db, { addDoc, collection, serverTimestamp }] = await Promise.all([
      getDb(),
      loadFirestoreLite(),
    ]);
    await addDoc(collection(db, MESSAGES_COLLECTION), {
      ...input,
      createdAt: serverTimestamp(),
      read: false,
      archived: false,
    });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Sending timed out')), SEND_TIMEOUT_MS);
  });
  try {
    await Promise.race([send(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
