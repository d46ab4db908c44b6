// The Lamaran list's reads and writes (docs/product.md#job-applications; firestore.rules: admins
// only). Pages are newest first, APPLICATIONS_PAGE_SIZE at a time, as the inbox's. Every change
// goes in one batch with its applicationLog entry (who, when), as the rules require.
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { getDb, loadFirestoreLite } from '../../../lib/firebase';
import {
  APPLICATIONS_COLLECTION,
  APPLICATION_LOG_COLLECTION,
  APPLICATION_RETENTION_MS,
  APPLICATION_STATUSES,
  DELETIONS_PER_BATCH,
  type ApplicationStatus,
  type JobApplication,
} from '../../../lib/jobApplications';

/** Documents per list query; firestore.rules allows at most this many. */
export const APPLICATIONS_PAGE_SIZE = 25;

/**
 * A margin on the retention period: the rules compare with the server's clock, so an
 * application within a minute of the limit waits for the next purge.
 */
const CLOCK_MARGIN_MS = 60_000;

export type PageCursor = QueryDocumentSnapshot;

export interface ApplicationsPage {
  applications: JobApplication[];
  next?: PageCursor;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toApplication(document: QueryDocumentSnapshot): JobApplication {
  const data = document.data();
  const createdAt: unknown = data.createdAt;
  const status = APPLICATION_STATUSES.find((value) => value === data.status) ?? 'baru';
  return {
    id: document.id,
    role: text(data.role),
    name: text(data.name),
    email: text(data.email),
    whatsapp: text(data.whatsapp),
    city: text(data.city),
    cvUrl: text(data.cvUrl),
    portfolioUrl: text(data.portfolioUrl) || undefined,
    motivation: text(data.motivation),
    language: data.language === 'en' ? 'en' : 'id',
    status,
    notes: text(data.notes),
    createdAt:
      typeof createdAt === 'object' && createdAt !== null && 'toMillis' in createdAt
        ? (createdAt as { toMillis: () => number }).toMillis()
        : 0,
  };
}

/** One page of applications for `role` (every role without it), newest first. */
export async function listApplicationsPage(
  role?: string,
  after?: PageCursor,
): Promise<ApplicationsPage> {
  const [db, sdk] = await Promise.all([getDb(), loadFirestoreLite()]);
  const { docs } = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, APPLICATIONS_COLLECTION),
      ...(role ? [sdk.where('role', '==', role)] : []),
      sdk.orderBy('createdAt', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(APPLICATIONS_PAGE_SIZE),
    ),
  );
  return {
    applications: docs.map(toApplication),
    next: docs.length === APPLICATIONS_PAGE_SIZE ? docs[docs.length - 1] : undefined,
  };
}

/** Every application for `role` (or all), page by page (for the CSV export). */
export async function listAllApplications(role?: string): Promise<JobApplication[]> {
  const all: JobApplication[] = [];
  let next: PageCursor | undefined;
  do {
    const page = await listApplicationsPage(role, next);
    all.push(...page.applications);
    next = page.next;
  } while (next);
  return all;
}

/** Writes `fields` to the application with a new log entry `entry` in one batch. */
async function logged(
  actor: string,
  id: string,
  fields: Record<string, unknown>,
  entry: Record<string, unknown>,
) {
  const [db, sdk] = await Promise.all([getDb(), loadFirestoreLite()]);
  const log = sdk.doc(sdk.collection(db, APPLICATION_LOG_COLLECTION));
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, APPLICATIONS_COLLECTION, id), { ...fields, lastLogId: log.id });
  batch.set(log, { actor, application: id, at: sdk.serverTimestamp(), ...entry });
  await batch.commit();
}

export const setApplicationStatus = (
  actor: string,
  application: JobApplication,
  to: ApplicationStatus,
) =>
  logged(actor, application.id, { status: to }, { action: 'status', from: application.status, to });

export const saveApplicationNotes = (actor: string, id: string, notes: string) =>
  logged(actor, id, { notes }, { action: 'notes' });

/**
 * Deletes every application older than the retention period, each with its log entry; resolves
 * to how many were deleted.
 */
export async function deleteExpiredApplications(actor: string): Promise<number> {
  const [db, sdk] = await Promise.all([getDb(), loadFirestoreLite()]);
  const cutoff = new Date(Date.now() - APPLICATION_RETENTION_MS - CLOCK_MARGIN_MS);
  let deleted = 0;
  for (;;) {
    const { docs } = await sdk.getDocs(
      sdk.query(
        sdk.collection(db, APPLICATIONS_COLLECTION),
        sdk.where('createdAt', '<', cutoff),
        sdk.orderBy('createdAt'),
        sdk.limit(APPLICATIONS_PAGE_SIZE),
      ),
    );
    if (docs.length === 0) return deleted;
    for (let start = 0; start < docs.length; start += DELETIONS_PER_BATCH) {
      const batch = sdk.writeBatch(db);
      for (const document of docs.slice(start, start + DELETIONS_PER_BATCH)) {
        batch.delete(document.ref);
        batch.set(sdk.doc(db, APPLICATION_LOG_COLLECTION, `deleted-${document.id}`), {
          actor,
          application: document.id,
          action: 'deleted',
          at: sdk.serverTimestamp(),
        });
      }
      await batch.commit();
    }
    deleted += docs.length;
  }
}
