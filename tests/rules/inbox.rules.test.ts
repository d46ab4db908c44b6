// The admin inbox's queries and writes on messages/{id} (firestore.rules): list queries capped
// by `request.query.limit`, the unread count, archiving, and who may not read at all.
// Run: npx jest -c jest.rules.config.js tests/rules/inbox.rules.test.ts
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { asVisitor, sendMessage } from './contactBatch';
import { asAdmin, asStaff, db, rulesEnv, useRulesEnv, validMessage } from './rulesEnv';

useRulesEnv();

/** INBOX_PAGE_SIZE in src/features/account/inbox/inboxService.ts; the rules allow exactly this. */
const PAGE = 25;

const asAnonymousAccount = () =>
  db(rulesEnv().authenticatedContext('anon', { firebase: { sign_in_provider: 'anonymous' } }));

const newestFirst = (firestore: ReturnType<typeof asAdmin>, ...filters: unknown[]) =>
  query(
    collection(firestore, 'messages'),
    ...(filters as Parameters<typeof where>[]).map((f) => where(...f)),
    orderBy('createdAt', 'desc'),
    limit(PAGE),
  );

describe('messages: list queries', () => {
  it('lets an admin page through with the page size, for every filter', async () => {
    const admin = asAdmin();
    const first = await assertSucceeds(getDocs(newestFirst(admin, ['archived', '==', false])));
    await assertSucceeds(
      getDocs(
        query(
          collection(admin, 'messages'),
          where('archived', '==', false),
          orderBy('createdAt', 'desc'),
          startAfter(first.docs[first.docs.length - 1]),
          limit(PAGE),
        ),
      ),
    );
    await assertSucceeds(
      getDocs(newestFirst(admin, ['archived', '==', false], ['read', '==', false])),
    );
    await assertSucceeds(getDocs(newestFirst(admin, ['archived', '==', true])));
  });

  it('denies an admin list query over the limit, or without one', async () => {
    const messages = collection(asAdmin(), 'messages');
    await assertFails(getDocs(query(messages, orderBy('createdAt', 'desc'), limit(PAGE + 1))));
    await assertFails(getDocs(query(messages, limit(1000))));
    await assertFails(getDocs(query(messages, orderBy('createdAt', 'desc'))));
    await assertFails(getDocs(messages));
  });

  it('lets a single message be read by id without a limit', async () => {
    await assertSucceeds(getDoc(doc(asAdmin(), 'messages/existing')));
  });

  it('denies collection-group queries on messages, even to an admin', async () => {
    await assertFails(getDocs(query(collectionGroup(asAdmin(), 'messages'), limit(PAGE))));
    await assertFails(getDocs(query(collectionGroup(asStaff(), 'messages'), limit(1))));
    await assertFails(getDocs(collectionGroup(asAnonymousAccount(), 'messages')));
  });
});

describe('messages: the unread count', () => {
  it('lets an admin count within the limit, and denies a count over it or without one', async () => {
    const unread = [where('archived', '==', false), where('read', '==', false)] as const;
    const messages = collection(asAdmin(), 'messages');
    const counted = await assertSucceeds(
      getCountFromServer(query(messages, ...unread, limit(PAGE))),
    );
    expect(counted.data().count).toBe(1);
    await assertFails(getCountFromServer(query(messages, ...unread)));
    await assertFails(getCountFromServer(query(messages, ...unread, limit(PAGE + 1))));
  });

  it('denies the count to staff and anonymous accounts', async () => {
    await assertFails(getCountFromServer(query(collection(asStaff(), 'messages'), limit(1))));
    await assertFails(
      getCountFromServer(query(collection(asAnonymousAccount(), 'messages'), limit(1))),
    );
  });
});

describe('messages: an anonymous account', () => {
  it('may send a message but is denied every admin read and write', async () => {
    const anon = asAnonymousAccount();
    await assertFails(getDoc(doc(anon, 'messages/existing')));
    await assertFails(getDocs(query(collection(anon, 'messages'), limit(1))));
    await assertFails(getDocs(query(collection(anon, 'users'), limit(1))));
    await assertFails(getDoc(doc(anon, 'users/admin')));
    await assertFails(updateDoc(doc(anon, 'messages/existing'), { archived: true }));
    await assertFails(updateDoc(doc(anon, 'messages/existing'), { read: true }));
  });

  it('cannot make itself an admin by writing a profile', async () => {
    await assertFails(setDoc(doc(asAnonymousAccount(), 'users/anon'), { role: 'Admin' }));
  });
});

describe('messages: archiving', () => {
  it('lets an admin archive and restore a message', async () => {
    const message = doc(asAdmin(), 'messages/existing');
    await assertSucceeds(updateDoc(message, { archived: true }));
    await assertSucceeds(updateDoc(message, { archived: false, read: true }));
  });

  it('denies a non-boolean archived, removing it, or archiving with another field', async () => {
    const message = doc(asAdmin(), 'messages/existing');
    await assertFails(updateDoc(message, { archived: 'yes' }));
    await assertFails(updateDoc(message, { archived: null }));
    await assertFails(updateDoc(message, { archived: deleteField() }));
    await assertFails(updateDoc(message, { archived: true, subject: 'Changed' }));
  });

  it('lets an admin mark read or archive a message from before `archived` existed', async () => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const old = validMessage();
      delete old.archived;
      await setDoc(doc(db(context), 'messages/old'), { ...old, createdAt: new Date(0) });
    });
    await assertSucceeds(updateDoc(doc(asAdmin(), 'messages/old'), { read: true }));
    await assertSucceeds(updateDoc(doc(asAdmin(), 'messages/old'), { archived: true }));
  });

  it('denies staff archiving', async () => {
    await assertFails(updateDoc(doc(asStaff(), 'messages/existing'), { archived: true }));
  });

  it('requires archived to be false on create', async () => {
    // Sent as the form sends (one batch with the throttle document), by one new visitor each.
    const send = (uid: string, message: DocumentData) =>
      sendMessage(asVisitor(uid), uid, { message: { ...message, uid } });
    const withoutArchived = validMessage();
    delete withoutArchived.archived;
    await assertFails(send('visitor-a', withoutArchived));
    await assertFails(send('visitor-b', { ...validMessage(), archived: true }));
    await assertFails(send('visitor-c', { ...validMessage(), archived: 0 }));
    await assertSucceeds(send('visitor-d', validMessage()));
  });
});
