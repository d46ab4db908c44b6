// What the forms the public sends to us share (the contact form: features/contact/contactService.ts,
// a job application: features/careers/applicationService.ts): the account to send as, and how
// long a visitor waits at most. Loaded with those services, on submit, never with a page.
import { getAuthHandle, loadAuthSdk } from './firebase';

/** A visitor should not wait longer than this for "sent" or "not sent". */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * The uid to send as: the signed-in account's, else a new anonymous account's. The anonymous
 * account is kept (Auth's local persistence) and reused for the next send, not signed out: the
 * flood limits count per uid, so a fresh account per send would step around them and could not
 * tell the visitor when to try again. It never becomes a logged-in user in the store
 * (features/auth/authService.ts subscribeToAuth reports it as signed out).
 */
export async function senderUid(): Promise<string> {
  const [auth, { signInAnonymously }] = await Promise.all([getAuthHandle(), loadAuthSdk()]);
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser.uid;
  const { user } = await signInAnonymously(auth);
  return user.uid;
}

/** `sending`, or a rejection after SEND_TIMEOUT_MS. */
export async function withinSendTimeout<T>(sending: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Sending timed out')), SEND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
