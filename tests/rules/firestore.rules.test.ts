// Firestore security rules (firestore.rules) against the Cloud Firestore emulator, which
// tests/rules/globalSetup.mjs starts. Run: npm run test:rules. Shared set-up: ./rulesEnv.ts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import {
  asAdmin,
  asAnonymous,
  asNoProfile,
  asNoRole,
  asStaff,
  useRulesEnv,
  validMessage,
} from './rulesEnv';
import { asVisitor, sendMessage } from './contactBatch';

useRulesEnv();

describe('users/{uid}', () => {
  describe('read', () => {
    it('lets the owner read their own profile', async () => {
      await assertSucceeds(getDoc(doc(asStaff(), 'users/staff')));
      await assertSucceeds(getDoc(doc(asNoRole(), 'users/norole')));
    });

    it('lets a signed-in user without a profile read their (missing) profile', async () => {
      await assertSucceeds(getDoc(doc(asNoProfile(), 'users/newbie')));
    });

    it("denies another user's profile", async () => {
      await assertFails(getDoc(doc(asStaff(), 'users/admin')));
      await assertFails(getDoc(doc(asStaff(), 'users/norole')));
      await assertFails(getDoc(doc(asNoRole(), 'users/staff')));
    });

    it('denies signed-out visitors', async () => {
      await assertFails(getDoc(doc(asAnonymous(), 'users/staff')));
    });

    it('lets an admin read any profile and list them', async () => {
      await assertSucceeds(getDoc(doc(asAdmin(), 'users/staff')));
      await assertSucceeds(getDoc(doc(asAdmin(), 'users/norole')));
      await assertSucceeds(getDocs(collection(asAdmin(), 'users')));
    });

    it('denies listing profiles to non-admins', async () => {
      await assertFails(getDocs(collection(asStaff(), 'users')));
      await assertFails(getDocs(collection(asAnonymous(), 'users')));
    });
  });

  describe('write', () => {
    it('denies a user promoting themselves', async () => {
      await assertFails(updateDoc(doc(asStaff(), 'users/staff'), { role: 'Admin' }));
      await assertFails(setDoc(doc(asStaff(), 'users/staff'), { role: 'Admin' }));
      await assertFails(updateDoc(doc(asNoRole(), 'users/norole'), { role: 'Admin' }));
    });

    it('denies a user any change to their own profile', async () => {
      await assertFails(updateDoc(doc(asStaff(), 'users/staff'), { displayName: 'New name' }));
      await assertFails(deleteDoc(doc(asStaff(), 'users/staff')));
    });

    it('denies a user creating their own profile', async () => {
      await assertFails(setDoc(doc(asNoProfile(), 'users/newbie'), { role: 'user' }));
      await assertFails(setDoc(doc(asNoProfile(), 'users/newbie'), { role: 'Admin' }));
      await assertFails(setDoc(doc(asNoProfile(), 'users/newbie'), { displayName: 'Me' }));
    });

    it('denies signed-out visitors and users writing other profiles', async () => {
      await assertFails(setDoc(doc(asAnonymous(), 'users/newbie'), { role: 'Admin' }));
      await assertFails(updateDoc(doc(asStaff(), 'users/admin'), { role: 'user' }));
      await assertFails(setDoc(doc(asStaff(), 'users/newbie'), { role: 'user' }));
    });

    // Any other role is a role change with an audit entry: roles.rules.test.ts.
    it("lets an admin create a profile with role 'user'", async () => {
      await assertSucceeds(setDoc(doc(asAdmin(), 'users/newbie'), { role: 'user' }));
      await assertSucceeds(
        setDoc(doc(asAdmin(), 'users/another'), {
          role: 'user',
          displayName: 'Another',
          email: 'another@example.com',
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('denies an admin creating a profile without a role or with a bad one', async () => {
      await assertFails(setDoc(doc(asAdmin(), 'users/newbie'), { displayName: 'No role' }));
      await assertFails(setDoc(doc(asAdmin(), 'users/newbie'), {}));
      await assertFails(setDoc(doc(asAdmin(), 'users/newbie'), { role: '' }));
      await assertFails(setDoc(doc(asAdmin(), 'users/newbie'), { role: true }));
      await assertFails(setDoc(doc(asAdmin(), 'users/newbie'), { role: 'x'.repeat(51) }));
    });

    it('denies an admin writing unknown keys or a client-side updatedAt', async () => {
      await assertFails(setDoc(doc(asAdmin(), 'users/newbie'), { role: 'user', isAdmin: true }));
      await assertFails(
        setDoc(doc(asAdmin(), 'users/newbie'), { role: 'user', updatedAt: Timestamp.now() }),
      );
      await assertFails(
        setDoc(doc(asAdmin(), 'users/newbie'), { role: 'user', displayName: 'x'.repeat(101) }),
      );
    });

    // Role changes need an audit entry in the same batch: roles.rules.test.ts.
    it("lets an admin delete a profile with role 'user'", async () => {
      await assertSucceeds(deleteDoc(doc(asAdmin(), 'users/staff')));
    });

    it('lets an admin save their own display name and preferred language (settings)', async () => {
      await assertSucceeds(
        updateDoc(doc(asAdmin(), 'users/admin'), {
          displayName: 'Made Admin',
          language: 'en',
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('denies a language the site does not speak', async () => {
      await assertFails(updateDoc(doc(asAdmin(), 'users/admin'), { language: 'fr' }));
      await assertFails(updateDoc(doc(asAdmin(), 'users/admin'), { language: 1 }));
    });

    it('denies an admin updating a profile so that it has no role', async () => {
      await assertFails(updateDoc(doc(asAdmin(), 'users/norole'), { displayName: 'Still none' }));
      await assertFails(setDoc(doc(asAdmin(), 'users/staff'), { displayName: 'Staff' }));
    });
  });
});

describe('messages/{id}', () => {
  describe('create', () => {
    /** `message` sent by the anonymous account `anon` as `messages/new`, with its throttle write. */
    const send = (message: DocumentData) =>
      sendMessage(asVisitor('anon'), 'anon', { id: 'new', message });

    // Since issue 14 a message needs a signed-in author (the form signs visitors in
    // anonymously) and its throttle write: tests/rules/contactFlood.rules.test.ts.
    it('denies a signed-out visitor', async () => {
      await assertFails(setDoc(doc(asAnonymous(), 'messages/new'), validMessage()));
    });

    it('lets an anonymous account send a valid message', async () => {
      await assertSucceeds(sendMessage(asVisitor('anon'), 'anon', { id: 'new' }));
    });

    it('accepts a message without the optional phone', async () => {
      const withoutPhone: DocumentData = { ...validMessage(), uid: 'anon' };
      delete withoutPhone.phone;
      await assertSucceeds(send(withoutPhone));
    });

    it('lets a signed-in user send a valid message', async () => {
      await assertSucceeds(sendMessage(asStaff(), 'staff', { id: 'new' }));
    });

    it('accepts the maximum lengths', async () => {
      await assertSucceeds(
        send({
          ...validMessage(),
          uid: 'anon',
          name: 'n'.repeat(100),
          email: `${'a'.repeat(240)}@example.co.id`,
          phone: '0'.repeat(30),
          subject: 's'.repeat(150),
          message: 'm'.repeat(5000),
        }),
      );
    });

    it.each(['name', 'email', 'subject', 'message', 'uid', 'createdAt', 'read'])(
      'rejects a message without %s',
      async (field) => {
        const data: DocumentData = { ...validMessage(), uid: 'anon' };
        delete data[field];
        await assertFails(send(data));
      },
    );

    it.each<[string, DocumentData]>([
      ['an extra field', { extra: 'x' }],
      ['a read flag set to true', { read: true }],
      ['a read flag that is not a boolean', { read: 'false' }],
      ['a client timestamp instead of the server time', { createdAt: Timestamp.now() }],
      ['a client Date instead of the server time', { createdAt: new Date() }],
      ['an empty name', { name: '' }],
      ['a blank name', { name: '   ' }],
      ['a name over 100 characters', { name: 'n'.repeat(101) }],
      ['a name that is not a string', { name: 42 }],
      ['an email over 254 characters', { email: `${'a'.repeat(241)}@example.co.id` }],
      ['an email without @', { email: 'made.example.com' }],
      ['an email without a domain dot', { email: 'made@example' }],
      ['an email with spaces', { email: 'made wirawan@example.com' }],
      ['an email that is not a string', { email: ['made@example.com'] }],
      ['a phone with letters', { phone: '0361-CALL-ME' }],
      ['a phone over 30 characters', { phone: '1'.repeat(31) }],
      ['an empty phone', { phone: '' }],
      ['a phone without digits', { phone: '+ ( ) -' }],
      ['a phone that is not a string', { phone: 361123456 }],
      ['an empty subject', { subject: '' }],
      ['a subject over 150 characters', { subject: 's'.repeat(151) }],
      ['an empty message', { message: '' }],
      ['a message over 5000 characters', { message: 'm'.repeat(5001) }],
    ])('rejects a message with %s', async (_label, change) => {
      await assertFails(send({ ...validMessage(), uid: 'anon', ...change }));
    });

    it('rejects overwriting an existing message', async () => {
      await assertFails(sendMessage(asVisitor('anon'), 'anon', { id: 'existing' }));
    });
  });

  describe('read', () => {
    it('denies signed-out visitors', async () => {
      await assertFails(getDoc(doc(asAnonymous(), 'messages/existing')));
      await assertFails(getDocs(query(collection(asAnonymous(), 'messages'), limit(25))));
    });

    it('denies staff users and users without a role', async () => {
      await assertFails(getDoc(doc(asStaff(), 'messages/existing')));
      await assertFails(getDocs(query(collection(asStaff(), 'messages'), limit(25))));
      await assertFails(getDoc(doc(asNoRole(), 'messages/existing')));
    });

    it('lets an admin read and list messages', async () => {
      await assertSucceeds(getDoc(doc(asAdmin(), 'messages/existing')));
      // A list query needs a limit within the page size (tests/rules/inbox.rules.test.ts).
      await assertSucceeds(getDocs(query(collection(asAdmin(), 'messages'), limit(25))));
    });
  });

  describe('update and delete', () => {
    it('lets an admin mark a message read and unread', async () => {
      await assertSucceeds(updateDoc(doc(asAdmin(), 'messages/existing'), { read: true }));
      await assertSucceeds(updateDoc(doc(asAdmin(), 'messages/existing'), { read: false }));
    });

    it('denies an admin changing any other field', async () => {
      await assertFails(updateDoc(doc(asAdmin(), 'messages/existing'), { subject: 'Changed' }));
      await assertFails(
        updateDoc(doc(asAdmin(), 'messages/existing'), { read: true, message: 'Changed' }),
      );
      await assertFails(updateDoc(doc(asAdmin(), 'messages/existing'), { note: 'added' }));
      await assertFails(updateDoc(doc(asAdmin(), 'messages/existing'), { read: 'yes' }));
    });

    it('denies non-admins marking a message read', async () => {
      await assertFails(updateDoc(doc(asAnonymous(), 'messages/existing'), { read: true }));
      await assertFails(updateDoc(doc(asStaff(), 'messages/existing'), { read: true }));
    });

    it('lets only an admin delete a message', async () => {
      await assertFails(deleteDoc(doc(asAnonymous(), 'messages/existing')));
      await assertFails(deleteDoc(doc(asStaff(), 'messages/existing')));
      await assertSucceeds(deleteDoc(doc(asAdmin(), 'messages/existing')));
    });
  });
});

describe('everything else', () => {
  it('denies unknown collections to everyone, admins included', async () => {
    await assertFails(getDoc(doc(asAnonymous(), 'other/thing')));
    await assertFails(getDoc(doc(asAdmin(), 'other/thing')));
    await assertFails(setDoc(doc(asAdmin(), 'other/new'), { value: 1 }));
    await assertFails(setDoc(doc(asStaff(), 'settings/site'), { value: 1 }));
    await assertFails(getDocs(collection(asAdmin(), 'other')));
  });

  it('denies subcollections of allowed documents', async () => {
    await assertFails(setDoc(doc(asAdmin(), 'users/admin/private/x'), { value: 1 }));
    await assertFails(getDoc(doc(asStaff(), 'users/staff/private/x')));
  });
});
