// Sending a job application as the form does (src/features/careers/applicationService.ts): the
// application and the author's throttle document in one batch (firestore.rules, job
// applications), and the admin's logged changes. Shared by the application rules tests.
import {
  Timestamp,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { newReference } from '../../src/lib/jobApplications';
import { db, rulesEnv } from './rulesEnv';

export const ROLE = 'frontend-engineer';
export const OTHER_ROLE = 'android-engineer';

export const validApplication = (uid: string, role = ROLE): DocumentData => ({
  role,
  name: 'Ni Luh Ayu',
  email: 'ayu@example.co.id',
  whatsapp: '+62 812-3456-7890',
  city: 'Denpasar',
  cvUrl: 'https://drive.google.com/file/d/abc123/view?usp=sharing',
  portfolioUrl: 'https://github.com/ayu',
  motivation: 'Saya ingin membangun dasbor yang cepat untuk vila di Bali.',
  consent: true,
  retentionDays: 180,
  language: 'id',
  uid,
  createdAt: serverTimestamp(),
  status: 'baru',
});

interface ApplyOptions {
  id?: string;
  role?: string;
  /** The application's fields (default: validApplication(uid, role)). */
  application?: DocumentData;
  /** The throttle document's fields, written with set (default: what the form writes). */
  throttle?: DocumentData;
}

/** Commits an application and its throttle write as `uid`; rejects when the rules refuse. */
export async function apply(
  firestore: Firestore,
  uid: string,
  { id = newReference(), role = ROLE, application, throttle }: ApplyOptions = {},
): Promise<string> {
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, 'applications', id), application ?? validApplication(uid, role));
  const throttleRef = doc(firestore, 'applicationThrottle', uid);
  if (throttle) {
    batch.set(throttleRef, throttle);
  } else {
    const current = await getDoc(throttleRef);
    if (current.exists()) {
      batch.update(throttleRef, {
        lastAt: serverTimestamp(),
        lastApplication: id,
        count: (current.get('count') as number) + 1,
        roles: [...(current.get('roles') as string[]), role],
      });
    } else {
      batch.set(throttleRef, firstApplicationWindow(id, role));
    }
  }
  await batch.commit();
  return id;
}

/** The throttle document of an account's first application (or the first of a new window). */
export const firstApplicationWindow = (id: string, role = ROLE): DocumentData => ({
  lastAt: serverTimestamp(),
  lastApplication: id,
  windowStart: serverTimestamp(),
  count: 1,
  roles: [role],
});

/** Stores an application past the rules, `ageDays` old, and returns its id. */
export async function seedApplication(
  fields: DocumentData = {},
  ageDays = 1,
  id = newReference(),
): Promise<string> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(db(context), 'applications', id), {
      ...validApplication('someone'),
      createdAt: Timestamp.fromMillis(Date.now() - ageDays * 86_400_000),
      ...fields,
    });
  });
  return id;
}

/** An admin's logged change of application `id`: `fields` and the log entry, in one batch. */
export async function changeApplication(
  firestore: Firestore,
  id: string,
  fields: DocumentData,
  entry: DocumentData,
  logId = `log-${Math.random().toString(36).slice(2)}`,
): Promise<void> {
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, 'applications', id), { ...fields, lastLogId: logId });
  batch.set(doc(firestore, 'applicationLog', logId), {
    actor: 'admin',
    application: id,
    at: serverTimestamp(),
    ...entry,
  });
  await batch.commit();
}

/** An admin's logged deletion of the applications `ids`, in one batch. */
export async function deleteApplications(
  firestore: Firestore,
  ids: string[],
  { log = true }: { log?: boolean } = {},
): Promise<void> {
  const batch = writeBatch(firestore);
  for (const id of ids) {
    batch.delete(doc(firestore, 'applications', id));
    if (log) {
      batch.set(doc(firestore, 'applicationLog', `deleted-${id}`), {
        actor: 'admin',
        application: id,
        action: 'deleted',
        at: serverTimestamp(),
      });
    }
  }
  await batch.commit();
}
