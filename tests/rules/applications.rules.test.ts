// Job applications in firestore.rules (docs/product.md#job-applications): every field's shape on
// create, who may read, the admin's logged status and notes changes, and the deletion past the
// retention period. The flood limit: applicationFlood.rules.test.ts.
// Run: npx jest -c jest.rules.config.js tests/rules/applications.rules.test.ts
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { APPLICATION_RETENTION_DAYS } from '../../src/content/applicationRetention';
import { APPLICATION_ROLES, DELETIONS_PER_BATCH } from '../../src/lib/jobApplications';
import { UNICODE_BLANKS } from '../unit/unicodeBlanks';
import { asVisitor } from './contactBatch';
import {
  ROLE,
  apply,
  changeApplication,
  deleteApplications,
  seedApplication,
  validApplication,
} from './applicationBatch';
import { asAdmin, asAnonymous, asStaff, useRulesEnv } from './rulesEnv';

useRulesEnv();

const withChange = (change: DocumentData) => ({ ...validApplication('anon-1'), ...change });
const without = (field: string) => {
  const application = validApplication('anon-1');
  delete application[field];
  return application;
};

describe('creating an application', () => {
  it('lets an anonymous account apply for every open role', async () => {
    for (const [n, role] of APPLICATION_ROLES.entries()) {
      await assertSucceeds(apply(asVisitor(`anon-${n}`), `anon-${n}`, { role }));
    }
  });

  it('accepts one without a portfolio link, and in English', async () => {
    const application = { ...without('portfolioUrl'), language: 'en' };
    await assertSucceeds(apply(asVisitor('anon-1'), 'anon-1', { application }));
  });

  it('denies a signed-out visitor, and one without its throttle write', async () => {
    await assertFails(apply(asAnonymous(), 'anon-1'));
    await assertFails(
      setDoc(doc(asVisitor('anon-1'), 'applications/LMR-AAAA-BBBB'), validApplication('anon-1')),
    );
  });

  it.each([
    ['a Firestore auto id', 'Xk2m9QpLr7Tz4Nw8Yb1c'],
    ['lower case', 'lmr-aaaa-bbbb'],
    ['an O', 'LMR-OOOO-AAAA'],
  ])('denies an id that is not a reference number: %s', async (_label, id) => {
    await assertFails(apply(asVisitor('anon-1'), 'anon-1', { id }));
  });

  it.each<[string, DocumentData]>([
    ['an unknown role', { role: 'chief-happiness-officer' }],
    ['an empty name', { name: '' }],
    ['a name of 101 characters', { name: 'a'.repeat(101) }],
    ['a name of punctuation', { name: '...' }],
    ['an invalid email', { email: 'ayu@localhost' }],
    ['a WhatsApp number with letters', { whatsapp: '0812 34AB 7890' }],
    ['a WhatsApp number of 7 digits', { whatsapp: '0812345' }],
    ['a WhatsApp number with double spaces', { whatsapp: '0812  3456 7890' }],
    ['an empty city', { city: '' }],
    ['an http CV link', { cvUrl: 'http://drive.google.com/cv.pdf' }],
    ['a javascript: CV link', { cvUrl: 'javascript:alert(1)' }],
    ['a CV link without a host', { cvUrl: 'https:///cv.pdf' }],
    ['a CV link with a space', { cvUrl: 'https://drive.google.com/my cv.pdf' }],
    ['a CV link of 501 characters', { cvUrl: `https://example.com/${'a'.repeat(481)}` }],
    ['an empty portfolio link', { portfolioUrl: '' }],
    ['an http portfolio link', { portfolioUrl: 'http://github.com/ayu' }],
    ['a motivation of 1001 characters', { motivation: 'a'.repeat(1001) }],
    ['no consent', { consent: false }],
    ['consent as a string', { consent: 'true' }],
    ['another retention period', { retentionDays: APPLICATION_RETENTION_DAYS + 1 }],
    ['an unknown language', { language: 'fr' }],
    ['another account’s uid', { uid: 'anon-2' }],
    ['a status other than baru', { status: 'diterima' }],
    ['a client time', { createdAt: Timestamp.now() }],
    ['private notes', { notes: 'sudah kenal' }],
    ['an unknown field', { salaryWish: 20_000_000 }],
    ['a lastLogId', { lastLogId: 'x' }],
  ])('denies %s', async (_label, change) => {
    await assertFails(apply(asVisitor('anon-1'), 'anon-1', { application: withChange(change) }));
  });

  it.each([
    'role',
    'name',
    'email',
    'whatsapp',
    'city',
    'cvUrl',
    'motivation',
    'consent',
    'retentionDays',
    'language',
    'uid',
    'createdAt',
    'status',
  ])('denies one without %s', async (field) => {
    await assertFails(apply(asVisitor('anon-1'), 'anon-1', { application: without(field) }));
  });

  it.each(
    UNICODE_BLANKS.flatMap(([label, blank]) =>
      (['name', 'city', 'motivation'] as const).map((field) => [field, label, blank] as const),
    ),
  )('denies a %s made of %s', async (field, _label, blank) => {
    const application = withChange({ [field]: ` ${blank}${blank} ` });
    await assertFails(apply(asVisitor('anon-1'), 'anon-1', { application }));
  });

  it.each([
    'https://www.dropbox.com/s/abc/cv.pdf?dl=0',
    'https://www.linkedin.com/in/ni-luh-ayu/',
    'https://ayu.dev',
    'https://example.co.id:8443/cv#top',
  ])('accepts the CV link %s', async (cvUrl) => {
    await assertSucceeds(
      apply(asVisitor('anon-1'), 'anon-1', { application: withChange({ cvUrl }) }),
    );
  });
});

describe('reading applications', () => {
  it('lets an admin read one and list pages of at most 25, newest first', async () => {
    const id = await seedApplication();
    const admin = asAdmin();
    await assertSucceeds(getDoc(doc(admin, 'applications', id)));
    const newestFirst = (size: number) =>
      query(collection(admin, 'applications'), orderBy('createdAt', 'desc'), limit(size));
    await assertSucceeds(getDocs(newestFirst(25)));
    await assertFails(getDocs(newestFirst(26)));
    await assertFails(getDocs(collection(admin, 'applications')));
  });

  it('lets no one else read, the applicant included', async () => {
    const id = await apply(asVisitor('anon-1'), 'anon-1');
    for (const firestore of [asVisitor('anon-1'), asStaff(), asAnonymous()]) {
      await assertFails(getDoc(doc(firestore, 'applications', id)));
      await assertFails(getDocs(query(collection(firestore, 'applications'), limit(25))));
      await assertFails(getDocs(query(collection(firestore, 'applicationLog'), limit(25))));
    }
  });
});

describe('the admin’s changes, each with its log entry', () => {
  it('moves the status one step on, or declines, and logs who and when', async () => {
    const id = await seedApplication();
    const admin = asAdmin();
    await assertSucceeds(
      changeApplication(
        admin,
        id,
        { status: 'ditinjau' },
        { action: 'status', from: 'baru', to: 'ditinjau' },
        'log-1',
      ),
    );
    const entry = await getDoc(doc(admin, 'applicationLog/log-1'));
    expect(entry.get('actor')).toBe('admin');
    // The server's time of the change.
    expect(Math.abs((entry.get('at') as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    await assertSucceeds(
      changeApplication(
        admin,
        id,
        { status: 'ditolak' },
        { action: 'status', from: 'ditinjau', to: 'ditolak' },
      ),
    );
    // Declined is final.
    await assertFails(
      changeApplication(
        admin,
        id,
        { status: 'wawancara' },
        { action: 'status', from: 'ditolak', to: 'wawancara' },
      ),
    );
  });

  it.each([
    ['skips a step', 'baru', 'wawancara'],
    ['goes back', 'wawancara', 'ditinjau'],
    ['accepts before an offer', 'wawancara', 'diterima'],
    ['leaves accepted', 'diterima', 'ditolak'],
    ['names an unknown status', 'baru', 'arsip'],
  ])('denies a change that %s', async (_label, from, to) => {
    const id = await seedApplication({ status: from });
    await assertFails(
      changeApplication(asAdmin(), id, { status: to }, { action: 'status', from, to }),
    );
  });

  it('denies a change without its log entry, or with a wrong one', async () => {
    const id = await seedApplication();
    const admin = asAdmin();
    await assertFails(updateDoc(doc(admin, 'applications', id), { status: 'ditinjau' }));
    await assertFails(
      changeApplication(
        admin,
        id,
        { status: 'ditinjau' },
        { action: 'status', from: 'baru', to: 'wawancara' },
      ),
    );
    await assertFails(changeApplication(admin, id, { status: 'ditinjau' }, { action: 'notes' }));
    await assertFails(
      changeApplication(
        admin,
        id,
        { status: 'ditinjau' },
        { action: 'status', from: 'baru', to: 'ditinjau', actor: 'staff' },
      ),
    );
    await assertFails(
      changeApplication(
        admin,
        id,
        { status: 'ditinjau' },
        { action: 'status', from: 'baru', to: 'ditinjau', at: Timestamp.now() },
      ),
    );
  });

  it('keeps private notes, logged without their text, within 2000 characters', async () => {
    const id = await seedApplication();
    const admin = asAdmin();
    await assertSucceeds(
      changeApplication(admin, id, { notes: 'Portofolio bagus.' }, { action: 'notes' }),
    );
    await assertFails(
      changeApplication(admin, id, { notes: 'Lagi.' }, { action: 'notes', text: 'Lagi.' }),
    );
    await assertFails(
      changeApplication(admin, id, { notes: 'a'.repeat(2001) }, { action: 'notes' }),
    );
    await assertFails(changeApplication(admin, id, { notes: 42 }, { action: 'notes' }));
  });

  it('denies changing anything the applicant sent, and both fields at once', async () => {
    const id = await seedApplication();
    const admin = asAdmin();
    await assertFails(changeApplication(admin, id, { name: 'Lain' }, { action: 'notes' }));
    await assertFails(
      changeApplication(
        admin,
        id,
        { status: 'ditinjau', notes: 'x' },
        { action: 'status', from: 'baru', to: 'ditinjau' },
      ),
    );
  });

  it('denies every change to staff and to the applicant', async () => {
    const id = await apply(asVisitor('anon-1'), 'anon-1');
    for (const firestore of [asStaff(), asVisitor('anon-1')]) {
      await assertFails(
        changeApplication(
          firestore,
          id,
          { status: 'ditinjau' },
          { action: 'status', from: 'baru', to: 'ditinjau' },
        ),
      );
      await assertFails(deleteDoc(doc(firestore, 'applications', id)));
    }
  });

  it('keeps the log append-only', async () => {
    const id = await seedApplication();
    const admin = asAdmin();
    await changeApplication(admin, id, { notes: 'x' }, { action: 'notes' }, 'log-1');
    await assertFails(updateDoc(doc(admin, 'applicationLog/log-1'), { actor: 'someone' }));
    await assertFails(deleteDoc(doc(admin, 'applicationLog/log-1')));
    await assertFails(
      setDoc(doc(admin, 'applicationLog/log-2'), {
        actor: 'admin',
        application: id,
        action: 'notes',
        at: serverTimestamp(),
      }),
    );
  });
});

describe('deleting applications past the retention period', () => {
  it('lets an admin delete old ones in one batch, each with its log entry', async () => {
    const old = [
      await seedApplication({}, APPLICATION_RETENTION_DAYS + 1),
      await seedApplication({}, APPLICATION_RETENTION_DAYS + 30),
    ];
    const admin = asAdmin();
    await assertSucceeds(deleteApplications(admin, old));
    for (const id of old) {
      const entry = await getDoc(doc(admin, 'applicationLog', `deleted-${id}`));
      expect(entry.get('action')).toBe('deleted');
    }
  });

  it('takes a full batch of the purge at once', async () => {
    const old = await Promise.all(
      Array.from({ length: DELETIONS_PER_BATCH }, () =>
        seedApplication({}, APPLICATION_RETENTION_DAYS + 2),
      ),
    );
    await assertSucceeds(deleteApplications(asAdmin(), old));
  });

  it('denies deleting a younger one, or without the log entry', async () => {
    const young = await seedApplication({}, APPLICATION_RETENTION_DAYS - 1);
    const old = await seedApplication({}, APPLICATION_RETENTION_DAYS + 1);
    const admin = asAdmin();
    await assertFails(deleteApplications(admin, [young]));
    await assertFails(deleteApplications(admin, [old], { log: false }));
    await assertFails(deleteDoc(doc(admin, 'applications', old)));
  });

  it('denies a deletion entry for an application that stays', async () => {
    const id = await seedApplication({}, APPLICATION_RETENTION_DAYS + 1);
    await assertFails(
      setDoc(doc(asAdmin(), 'applicationLog', `deleted-${id}`), {
        actor: 'admin',
        application: id,
        action: 'deleted',
        at: serverTimestamp(),
      }),
    );
  });
});

it('names ROLE among the open roles', () => {
  expect(APPLICATION_ROLES).toContain(ROLE);
});
