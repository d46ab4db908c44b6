// Staff roles and their audit log in firestore.rules (docs/product.md#staff-roles): who counts
// as an admin, role changes that must write an audit entry in the same batch, and the entries
// themselves. Run: npx jest -c jest.rules.config.js tests/rules/roles.rules.test.ts
import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  asAdmin,
  asAnonymous,
  asNoProfile,
  asNoRole,
  asStaff,
  db,
  passwordToken,
  rulesEnv,
  useRulesEnv,
} from './rulesEnv';

useRulesEnv();

const as = (uid: string, token: TokenOptions) => db(rulesEnv().authenticatedContext(uid, token));

/** Writes documents past the rules (extra profiles, an existing audit entry). */
async function seedDocs(documents: Record<string, DocumentData>) {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    for (const [path, data] of Object.entries(documents))
      await setDoc(doc(db(context), path), data);
  });
}

interface RoleChange {
  target: string;
  from: string | null;
  to: string;
  /** Overrides of the audit entry's fields; `null` leaves the entry out of the batch. */
  entry?: DocumentData | null;
  /** The entry's id (default: a fresh one); the profile points at it. */
  entryId?: string;
  /** How the profile is written: update (default) or create. */
  profile?: 'update' | 'create';
}

/** The dashboard's role change: the profile and its audit entry in one batch. */
function changeRole(firestore: Firestore, change: RoleChange) {
  const { target, from, to, entry = {}, profile = 'update' } = change;
  const entryRef = change.entryId
    ? doc(firestore, 'auditLog', change.entryId)
    : doc(collection(firestore, 'auditLog'));
  const batch = writeBatch(firestore);
  const profileRef = doc(firestore, 'users', target);
  if (profile === 'create') batch.set(profileRef, { role: to, lastAuditId: entryRef.id });
  else batch.update(profileRef, { role: to, lastAuditId: entryRef.id });
  if (entry) {
    batch.set(entryRef, { actor: 'admin', target, from, to, at: serverTimestamp(), ...entry });
  }
  return batch.commit();
}

const adminReads = (firestore: Firestore): Promise<unknown>[] => [
  getDoc(doc(firestore, 'users/staff')),
  getDocs(collection(firestore, 'users')),
  getDoc(doc(firestore, 'messages/existing')),
  getDocs(collection(firestore, 'auditLog')),
];

async function assertNoAdminPowers(firestore: Firestore) {
  for (const read of adminReads(firestore)) await assertFails(read);
  await assertFails(updateDoc(doc(firestore, 'users/staff'), { displayName: 'Renamed' }));
  await assertFails(changeRole(firestore, { target: 'staff', from: 'user', to: 'Admin' }));
}

describe('who is an admin', () => {
  it('an Admin profile, signed in with a verified email and password, has admin powers', async () => {
    for (const read of adminReads(asAdmin())) await assertSucceeds(read);
  });

  it('denies a custom-claims token without a profile', async () => {
    const claims = { ...passwordToken('boss@example.com'), role: 'Admin', admin: true };
    await assertNoAdminPowers(as('boss', claims));
  });

  it("denies role 'admin' in lower case", async () => {
    await seedDocs({ 'users/lower': { role: 'admin' } });
    await assertNoAdminPowers(as('lower', passwordToken('lower@example.com')));
  });

  it('denies an admin account with an unverified email', async () => {
    await assertNoAdminPowers(as('admin', passwordToken('admin@example.com', false)));
    const noClaim: TokenOptions = passwordToken('admin@example.com');
    delete noClaim.email_verified;
    await assertNoAdminPowers(as('admin', noClaim));
  });

  it('denies an admin profile signed in other than with a password', async () => {
    const token = passwordToken('admin@example.com');
    for (const provider of ['custom', 'anonymous', 'google.com']) {
      await assertNoAdminPowers(
        as('admin', { ...token, firebase: { sign_in_provider: provider as 'custom' } }),
      );
    }
    await assertNoAdminPowers(db(rulesEnv().authenticatedContext('admin')));
  });
});

describe('role changes', () => {
  it('lets an admin promote and demote another account with an audit entry', async () => {
    await assertSucceeds(changeRole(asAdmin(), { target: 'staff', from: 'user', to: 'Admin' }));
    await assertSucceeds(changeRole(asAdmin(), { target: 'staff', from: 'Admin', to: 'user' }));
    await assertSucceeds(changeRole(asAdmin(), { target: 'norole', from: null, to: 'user' }));
    await assertSucceeds(
      changeRole(asAdmin(), { target: 'newbie', from: 'user', to: 'Admin', profile: 'create' }),
    );
  });

  it('denies a role change without its audit entry', async () => {
    await assertFails(updateDoc(doc(asAdmin(), 'users/staff'), { role: 'Admin' }));
    await assertFails(updateDoc(doc(asAdmin(), 'users/norole'), { role: 'user' }));
    await assertFails(setDoc(doc(asAdmin(), 'users/newbie'), { role: 'Admin' }));
    await assertFails(
      changeRole(asAdmin(), { target: 'staff', from: 'user', to: 'Admin', entry: null }),
    );
  });

  it('denies pointing a role change at an entry that already exists', async () => {
    await seedDocs({
      'auditLog/old': {
        actor: 'admin',
        target: 'staff',
        from: 'Admin',
        to: 'user',
        at: Timestamp.now(),
      },
    });
    await assertFails(
      changeRole(asAdmin(), {
        target: 'staff',
        from: 'user',
        to: 'Admin',
        entryId: 'old',
        entry: null,
      }),
    );
    await assertFails(
      changeRole(asAdmin(), { target: 'staff', from: 'user', to: 'Admin', entryId: 'old' }),
    );
  });

  it('denies an audit entry that misstates the change', async () => {
    const change = { target: 'staff', from: 'user', to: 'Admin' };
    const forgeries: DocumentData[] = [
      { actor: 'someone-else' },
      { from: 'Admin' },
      { from: null },
      { to: 'user' },
      { target: 'norole' },
      { at: Timestamp.now() },
      { note: 'extra key' },
    ];
    for (const entry of forgeries) await assertFails(changeRole(asAdmin(), { ...change, entry }));
  });

  it("allows only the roles 'user' and 'Admin'", async () => {
    for (const to of ['admin', 'Editor', 'ADMIN']) {
      await assertFails(changeRole(asAdmin(), { target: 'staff', from: 'user', to }));
    }
  });

  it('denies deleteField(role)', async () => {
    await assertFails(updateDoc(doc(asAdmin(), 'users/staff'), { role: deleteField() }));
    await assertFails(updateDoc(doc(asAdmin(), 'users/admin'), { role: deleteField() }));
    await assertFails(updateDoc(doc(asStaff(), 'users/staff'), { role: deleteField() }));
  });

  it('denies a merge-set on one’s own profile', async () => {
    await assertFails(setDoc(doc(asStaff(), 'users/staff'), { role: 'Admin' }, { merge: true }));
    await assertFails(setDoc(doc(asNoRole(), 'users/norole'), { role: 'Admin' }, { merge: true }));
    await assertFails(
      setDoc(doc(asNoProfile(), 'users/newbie'), { role: 'Admin' }, { merge: true }),
    );
    await assertFails(setDoc(doc(asAdmin(), 'users/admin'), { role: 'user' }, { merge: true }));
    await assertFails(
      setDoc(doc(asStaff(), 'users/staff'), { displayName: 'Me' }, { merge: true }),
    );
  });

  it('still lets an admin save their own name (settings) and rename another account', async () => {
    await assertSucceeds(
      setDoc(doc(asAdmin(), 'users/admin'), { displayName: 'Made' }, { merge: true }),
    );
    await assertSucceeds(
      updateDoc(doc(asAdmin(), 'users/staff'), {
        displayName: 'Kadek',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('denies an admin demoting themselves, with or without an audit entry', async () => {
    await assertFails(changeRole(asAdmin(), { target: 'admin', from: 'Admin', to: 'user' }));
    await assertFails(updateDoc(doc(asAdmin(), 'users/admin'), { role: 'user' }));
    await assertFails(deleteDoc(doc(asAdmin(), 'users/admin')));
  });

  it("lets a profile be deleted only while its role is 'user'", async () => {
    await seedDocs({ 'users/second': { role: 'Admin' } });
    await assertFails(deleteDoc(doc(asAdmin(), 'users/second')));
    await assertFails(deleteDoc(doc(asAdmin(), 'users/norole')));
    await assertSucceeds(deleteDoc(doc(asAdmin(), 'users/staff')));
  });
});

describe('auditLog/{id}', () => {
  const entry = () => ({
    actor: 'admin',
    target: 'staff',
    from: 'user',
    to: 'Admin',
    at: serverTimestamp(),
  });

  beforeEach(async () => {
    await seedDocs({ 'auditLog/e1': { ...entry(), at: Timestamp.now() } });
  });

  it('lets only admins read it', async () => {
    await assertSucceeds(getDoc(doc(asAdmin(), 'auditLog/e1')));
    await assertSucceeds(
      getDocs(query(collection(asAdmin(), 'auditLog'), orderBy('at', 'desc'), limit(20))),
    );
    for (const firestore of [asStaff(), asNoRole(), asNoProfile(), asAnonymous()]) {
      await assertFails(getDoc(doc(firestore, 'auditLog/e1')));
      await assertFails(getDocs(collection(firestore, 'auditLog')));
    }
  });

  it('denies writing an entry directly', async () => {
    await assertFails(setDoc(doc(asAdmin(), 'auditLog/e2'), entry()));
    await assertFails(setDoc(doc(asStaff(), 'auditLog/e2'), { ...entry(), actor: 'staff' }));
    await assertFails(setDoc(doc(asAnonymous(), 'auditLog/e2'), entry()));
  });

  it('denies editing or deleting an entry, even for an admin', async () => {
    await assertFails(updateDoc(doc(asAdmin(), 'auditLog/e1'), { to: 'user' }));
    await assertFails(setDoc(doc(asAdmin(), 'auditLog/e1'), entry()));
    await assertFails(deleteDoc(doc(asAdmin(), 'auditLog/e1')));
    await assertFails(deleteDoc(doc(asStaff(), 'auditLog/e1')));
  });
});

describe('profile queries', () => {
  it('allows the documentId() self-query', async () => {
    const own = query(collection(asStaff(), 'users'), where(documentId(), '==', 'staff'));
    await assertSucceeds(getDocs(own));
  });

  it("denies queries over other people's profiles to non-admins", async () => {
    await assertFails(
      getDocs(query(collection(asStaff(), 'users'), where(documentId(), '==', 'admin'))),
    );
    await assertFails(getDocs(collection(asStaff(), 'users')));
  });
});
