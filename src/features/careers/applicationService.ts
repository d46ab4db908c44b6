// Sends a job application (docs/product.md#job-applications) as the contact form sends a
// message: this module loads on submit; the visitor is signed in anonymously on their first
// send (a signed-in account sends as itself), and the application goes to Firestore in one
// batch with the author's throttle document, as firestore.rules requires.
import type { Timestamp } from 'firebase/firestore/lite';
import { APPLICATION_RETENTION_DAYS } from '../../content/applicationRetention';
import { errorCode } from '../../lib/authErrors';
import { getDb, loadFirestoreLite } from '../../lib/firebase';
import { senderUid, withinSendTimeout } from '../../lib/publicSend';
import {
  APPLICATIONS_COLLECTION,
  APPLICATION_THROTTLE,
  checkApplicationThrottle,
  newReference,
  type ApplicationInput,
  type ApplicationThrottleState,
} from '../../lib/jobApplications';

/** Sent with its reference number, or refused by the flood limit until `retryAt` (ms). */
export type ApplyResult =
  | { sent: true; reference: string }
  | { sent: false; reason: 'sameRole' | 'dailyCap'; retryAt: number };

async function send(input: ApplicationInput): Promise<ApplyResult> {
  const uid = await senderUid();
  const [db, sdk] = await Promise.all([getDb(), loadFirestoreLite()]);
  const throttleRef = sdk.doc(db, APPLICATION_THROTTLE.collection, uid);
  const snapshot = await sdk.getDoc(throttleRef);
  const state: ApplicationThrottleState | undefined = snapshot.exists()
    ? {
        windowStart: (snapshot.get('windowStart') as Timestamp).toMillis(),
        count: snapshot.get('count') as number,
        roles: snapshot.get('roles') as string[],
      }
    : undefined;
  const verdict = checkApplicationThrottle(state, input.role, Date.now());
  if (!verdict.allowed) return { sent: false, reason: verdict.reason, retryAt: verdict.retryAt };

  const reference = newReference();
  const batch = sdk.writeBatch(db);
  batch.set(sdk.doc(db, APPLICATIONS_COLLECTION, reference), {
    ...input,
    consent: true,
    retentionDays: APPLICATION_RETENTION_DAYS,
    uid,
    createdAt: sdk.serverTimestamp(),
    status: 'baru',
  });
  const stamp = {
    lastAt: sdk.serverTimestamp(),
    lastApplication: reference,
    count: verdict.count,
    roles: verdict.roles,
  };
  if (verdict.newWindow) batch.set(throttleRef, { ...stamp, windowStart: sdk.serverTimestamp() });
  else batch.update(throttleRef, stamp);
  try {
    await batch.commit();
  } catch (error) {
    // The browser's clock thought the window over while the server's did not.
    if (state && errorCode(error) === 'permission-denied') {
      return {
        sent: false,
        reason: 'sameRole',
        retryAt: state.windowStart + APPLICATION_THROTTLE.windowHours * 3_600_000,
      };
    }
    throw error;
  }
  return { sent: true, reference };
}

/** Sends `input`; rejects on failure or after SEND_TIMEOUT_MS (lib/publicSend.ts). */
export function sendApplication(input: ApplicationInput): Promise<ApplyResult> {
  return withinSendTimeout(send(input));
}
