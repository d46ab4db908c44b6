// The staff section's reads and writes (docs/product.md#staff-roles; rules: admins only): every
// profile page by page, name and role changes, and the role-change audit log. A role change and
// its audit entry go in one batch, as firestore.rules requires.
import { getDb, loadFirestoreLite, USERS_COLLECTION } from '../../../lib/firebase';

export const AUDIT_LOG_COLLECTION = 'auditLog';

/** The roles an admin can give (docs/product.md#roles). */
export const ASSIGNABLE_ROLES = ['user', 'Admin'] as const;

export const PROFILES_PAGE_SIZE = 50;
export const AUDIT_ENTRIES_SHOWN = 20;

export interface StaffProfile {
  uid: string;
  displayName: string;
  email: string;
  /** `null`: a profile without a `role` field (docs/product.md#the-current-user). */
  role: string | null;
}

export interface ProfilesPage {
  profiles: StaffProfile[];
  /** The uid to continue after, when there may be more. */
  next?: string;
}

export interface AuditEntry {
  id: string;
  actor: string;
  target: string;
  from: string | null;
  to: string | null;
  /** Milliseconds since the epoch (the server's time of the change). */
  at: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const roleOf = (value: unknown) => (typeof value === 'string' ? value : null);
const millis = (value: unknown) =>
  typeof value === 'object' && value !== null && 'toMillis' in value
    ? (value as { toMillis: () => number }).toMillis()
    : 0;

/** One page of profiles in uid order, after `after` when given. */
export async function listProfiles(after?: string): Promise<ProfilesPage> {
  const [db, { collection, documentId, getDocs, limit, orderBy, query, startAfter }] =
    await Promise.all([getDb(), loadFirestoreLite()]);
  const ordered = query(collection(db, USERS_COLLECTION), orderBy(documentId()));
  const from = after === undefined ? ordered : query(ordered, startAfter(after));
  const snapshot = await getDocs(query(from, limit(PROFILES_PAGE_SIZE)));
  const profiles = snapshot.docs.map((document) => ({
    uid: document.id,
    displayName: text(document.get('displayName')),
    email: text(document.get('email')),
    role: roleOf(document.get('role')),
  }));
  const last = profiles.at(-1);
  return { profiles, next: profiles.length === PROFILES_PAGE_SIZE ? last?.uid : undefined };
}

/** The newest role changes first. */
export async function listAuditEntries(): Promise<AuditEntry[]> {
  const [db, { collection, getDocs, limit, orderBy, query }] = await Promise.all([
    getDb(),
    loadFirestoreLite(),
  ]);
  const snapshot = await getDocs(
    query(collection(db, AUDIT_LOG_COLLECTION), orderBy('at', 'desc'), limit(AUDIT_ENTRIES_SHOWN)),
  );
  return snapshot.docs.map((document) => ({
    id: document.id,
    actor: text(document.get('actor')),
    target: text(document.get('target')),
    from: roleOf(document.get('from')),
    to: roleOf(document.get('to')),
    at: millis(document.get('at')),
  }));
}

/**
 * Saves an admin's edit of `profile` (someone else's, for a role change): the display name and,
 * when it differs, the role, with the audit entry of that change (who, whom, from, to, server
 * time) in the same batch. Resolves to the saved profile.
 */
export async function saveProfile(
  actorUid: string,
  profile: StaffProfile,
  changes: { displayName: string; role: string | null },
): Promise<StaffProfile> {
  const [db, { collection, doc, serverTimestamp, writeBatch }] = await Promise.all([
    getDb(),
    loadFirestoreLite(),
  ]);
  const batch = writeBatch(db);
  const fields: Record<string, unknown> = {
    displayName: changes.displayName,
    updatedAt: serverTimestamp(),
  };
  if (changes.role !== profile.role) {
    const entry = doc(collection(db, AUDIT_LOG_COLLECTION));
    fields.role = changes.role;
    fields.lastAuditId = entry.id;
    batch.set(entry, {
      actor: actorUid,
      target: profile.uid,
      from: profile.role,
      to: changes.role,
      at: serverTimestamp(),
    });
  }
  batch.update(doc(db, USERS_COLLECTION, profile.uid), fields);
  await batch.commit();
  return { ...profile, ...changes };
}
