// The contact form's flood limit and message checks in firestore.rules (docs/product.md#the-contact-form):
// signed-in (anonymous) authors, the throttle document written in the same batch, Unicode
// blanks, and a bounded stress test whose numbers are printed. Run: npm run test:rules.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { CONTACT_THROTTLE } from '../../src/lib/contactMessages';
import { UNICODE_BLANKS, VISIBLE_TEXT } from '../unit/unicodeBlanks';
import { asVisitor, firstWindow, newMessageId, sendMessage } from './contactBatch';
import { asAdmin, asAnonymous, asStaff, db, rulesEnv, useRulesEnv, validMessage } from './rulesEnv';

useRulesEnv();

const INTERVAL_MS = CONTACT_THROTTLE.intervalSeconds * 1000;
const HOUR_MS = 3_600_000;
const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);

/** Writes `contactThrottle/{uid}` as if earlier messages had set it. */
async function seedThrottle(uid: string, data: DocumentData) {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(db(context), 'contactThrottle', uid), data);
  });
}

/** Messages stored per author uid, read past the rules. */
async function storedByUid(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const all = await getDocs(query(collection(db(context), 'messages'), where('uid', '!=', '')));
    for (const message of all.docs) {
      const uid = message.get('uid') as string;
      counts.set(uid, (counts.get(uid) ?? 0) + 1);
    }
  });
  return counts;
}

describe('a message needs a signed-in author and its throttle write', () => {
  it('lets an anonymous account send its first message, recording its uid', async () => {
    const visitor = asVisitor('anon-1');
    const id = await assertSucceeds(sendMessage(visitor, 'anon-1'));
    const stored = await getDoc(doc(asAdmin(), 'messages', id));
    expect(stored.get('uid')).toBe('anon-1');
    expect(stored.get('read')).toBe(false);
  });

  it('lets a signed-in staff user send with their own uid', async () => {
    await assertSucceeds(sendMessage(asStaff(), 'staff'));
  });

  it('denies a signed-out visitor, with or without a throttle write', async () => {
    await assertFails(setDoc(doc(asAnonymous(), 'messages/new'), validMessage()));
    await assertFails(sendMessage(asAnonymous(), 'anon-1'));
  });

  it('denies a message without its throttle write', async () => {
    await assertFails(
      setDoc(doc(asVisitor('anon-1'), 'messages/new'), { ...validMessage(), uid: 'anon-1' }),
    );
  });

  it('denies a message without a uid or with another account’s uid', async () => {
    const visitor = asVisitor('anon-1');
    await assertFails(sendMessage(visitor, 'anon-1', { message: validMessage() }));
    await assertFails(
      sendMessage(visitor, 'anon-1', { message: { ...validMessage(), uid: 'anon-2' } }),
    );
    await assertFails(sendMessage(visitor, 'anon-2'));
  });

  it('denies a throttle write that names another message', async () => {
    const visitor = asVisitor('anon-1');
    const id = newMessageId(visitor);
    await assertFails(sendMessage(visitor, 'anon-1', { id, throttle: firstWindow('other') }));
  });

  it('denies two messages in one batch with one throttle write', async () => {
    const visitor = asVisitor('anon-1');
    const batch = writeBatch(visitor);
    const first = newMessageId(visitor);
    batch.set(doc(visitor, 'messages', first), { ...validMessage(), uid: 'anon-1' });
    batch.set(doc(visitor, 'messages', newMessageId(visitor)), {
      ...validMessage(),
      uid: 'anon-1',
    });
    batch.set(doc(visitor, 'contactThrottle/anon-1'), firstWindow(first));
    await assertFails(batch.commit());
  });

  it.each<[string, DocumentData]>([
    ['a client time as lastAt', { lastAt: Timestamp.now() }],
    ['a client time as windowStart', { windowStart: Timestamp.now() }],
    ['a first count of 0', { count: 0 }],
    ['a first count of 2', { count: 2 }],
    ['an extra field', { note: 'x' }],
  ])('denies a first throttle write with %s', async (_label, change) => {
    const visitor = asVisitor('anon-1');
    const id = newMessageId(visitor);
    await assertFails(
      sendMessage(visitor, 'anon-1', { id, throttle: { ...firstWindow(id), ...change } }),
    );
  });
});

describe('the throttle document', () => {
  beforeEach(() =>
    seedThrottle('anon-1', {
      lastAt: ago(2 * INTERVAL_MS),
      lastMessage: 'earlier',
      windowStart: ago(HOUR_MS),
      count: 1,
    }),
  );

  it('is readable by its owner only, and never listed', async () => {
    await assertSucceeds(getDoc(doc(asVisitor('anon-1'), 'contactThrottle/anon-1')));
    await assertFails(getDoc(doc(asVisitor('anon-2'), 'contactThrottle/anon-1')));
    await assertFails(getDoc(doc(asAnonymous(), 'contactThrottle/anon-1')));
    await assertFails(getDocs(collection(asVisitor('anon-1'), 'contactThrottle')));
    await assertFails(getDocs(collection(asAdmin(), 'contactThrottle')));
  });

  it('cannot be reset or deleted by its owner outside a message batch', async () => {
    const visitor = asVisitor('anon-1');
    await assertFails(deleteDoc(doc(visitor, 'contactThrottle/anon-1')));
    await assertFails(updateDoc(doc(visitor, 'contactThrottle/anon-1'), { count: 0 }));
    await assertFails(setDoc(doc(visitor, 'contactThrottle/anon-1'), firstWindow('earlier')));
    await assertFails(setDoc(doc(asVisitor('anon-2'), 'contactThrottle/anon-1'), firstWindow('x')));
  });

  it('cannot be reset inside a message batch either', async () => {
    const visitor = asVisitor('anon-1');
    const id = newMessageId(visitor);
    await assertFails(sendMessage(visitor, 'anon-1', { id, throttle: firstWindow(id) }));
  });

  it('cannot point at a message that already exists', async () => {
    const visitor = asVisitor('anon-1');
    await assertFails(
      updateDoc(doc(visitor, 'contactThrottle/anon-1'), {
        lastAt: serverTimestamp(),
        lastMessage: 'existing',
        count: 2,
      }),
    );
  });
});

describe('one message per minute, a daily cap', () => {
  it('denies a second message sent at once', async () => {
    const visitor = asVisitor('anon-1');
    await assertSucceeds(sendMessage(visitor, 'anon-1'));
    await assertFails(sendMessage(visitor, 'anon-1'));
  });

  it('lets the next message through once the interval has passed', async () => {
    await seedThrottle('anon-1', {
      lastAt: ago(INTERVAL_MS + 1000),
      lastMessage: 'earlier',
      windowStart: ago(HOUR_MS),
      count: 1,
    });
    await assertSucceeds(sendMessage(asVisitor('anon-1'), 'anon-1'));
  });

  it('denies a message just before the interval is over', async () => {
    await seedThrottle('anon-1', {
      lastAt: ago(INTERVAL_MS - 5000),
      lastMessage: 'earlier',
      windowStart: ago(HOUR_MS),
      count: 1,
    });
    await assertFails(sendMessage(asVisitor('anon-1'), 'anon-1'));
  });

  it('denies a message over the daily cap, however the count is written', async () => {
    const cap = CONTACT_THROTTLE.dailyCap;
    await seedThrottle('anon-1', {
      lastAt: ago(2 * INTERVAL_MS),
      lastMessage: 'earlier',
      windowStart: ago(HOUR_MS),
      count: cap,
    });
    const visitor = asVisitor('anon-1');
    await assertFails(sendMessage(visitor, 'anon-1'));
    const id = newMessageId(visitor);
    await assertFails(sendMessage(visitor, 'anon-1', { id, throttle: firstWindow(id) }));
    const again = newMessageId(visitor);
    await assertFails(
      sendMessage(visitor, 'anon-1', {
        id: again,
        throttle: {
          lastAt: serverTimestamp(),
          lastMessage: again,
          windowStart: ago(HOUR_MS),
          count: cap,
        },
      }),
    );
  });

  it('allows the message below the cap and starts a new window once the old one is over', async () => {
    const cap = CONTACT_THROTTLE.dailyCap;
    await seedThrottle('anon-1', {
      lastAt: ago(2 * INTERVAL_MS),
      lastMessage: 'earlier',
      windowStart: ago(HOUR_MS),
      count: cap - 1,
    });
    await assertSucceeds(sendMessage(asVisitor('anon-1'), 'anon-1'));
    await seedThrottle('anon-2', {
      lastAt: ago(2 * HOUR_MS),
      lastMessage: 'earlier',
      windowStart: ago(CONTACT_THROTTLE.windowHours * HOUR_MS + 1000),
      count: cap,
    });
    const visitor = asVisitor('anon-2');
    // The old window's count does not carry on...
    await assertFails(sendMessage(visitor, 'anon-2'));
    // ...a new window starts at 1.
    const id = newMessageId(visitor);
    await assertSucceeds(sendMessage(visitor, 'anon-2', { id, throttle: firstWindow(id) }));
  });
});

describe('message fields on create', () => {
  it.each<[string, DocumentData]>([
    ['read set to null', { read: null }],
    ['read set to 0', { read: 0 }],
    ['a createdAt in the future', { createdAt: Timestamp.fromMillis(Date.now() + HOUR_MS) }],
    ['a createdAt string', { createdAt: new Date().toISOString() }],
  ])('denies %s', async (_label, change) => {
    await assertFails(
      sendMessage(asVisitor('anon-1'), 'anon-1', {
        message: { ...validMessage(), uid: 'anon-1', ...change },
      }),
    );
  });

  it.each(
    UNICODE_BLANKS.flatMap(([label, blank]) =>
      (['name', 'subject', 'message'] as const).map((field) => [field, label, blank] as const),
    ),
  )('denies a %s made of %s', async (field, _label, blank) => {
    await assertFails(
      sendMessage(asVisitor('anon-1'), 'anon-1', {
        message: { ...validMessage(), uid: 'anon-1', [field]: ` ${blank}${blank} ` },
      }),
    );
  });

  // Text without a visible letter or digit (an emoji alone, say): contactText.rules.test.ts.
  it.each(VISIBLE_TEXT)('accepts %s', async (_label, text) => {
    await assertSucceeds(
      sendMessage(asVisitor('anon-1'), 'anon-1', {
        message: { ...validMessage(), uid: 'anon-1', message: text },
      }),
    );
  });
});

// Each flood is sent at once. How fast the emulator answers is not what these tests check (speed
// belongs to the bench): they check that every attempt fell inside one throttle interval, the
// condition under which exactly one stored message is the right answer (the time-out is that
// interval, a minute).
describe('stress (bounded): a scripted flood stores one message per account', () => {
  it('100 attempts at once by one anonymous account store exactly one', async () => {
    const visitor = asVisitor('flood-1');
    const started = performance.now();
    const attempts = Array.from({ length: 100 }, (_, n) => {
      const id = newMessageId(visitor);
      // Half as the form does it, half forcing a fresh window.
      return n % 2 === 0
        ? sendMessage(visitor, 'flood-1', { id })
        : sendMessage(visitor, 'flood-1', { id, throttle: firstWindow(id) });
    });
    const results = await Promise.allSettled(attempts);
    const elapsed = performance.now() - started;
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const stored = (await storedByUid()).get('flood-1') ?? 0;
    console.log(
      `contact flood, one account: ${attempts.length} attempts, ${accepted} accepted, ${stored} stored, ${(elapsed / 1000).toFixed(1)} s`,
    );
    expect(elapsed).toBeLessThan(INTERVAL_MS);
    expect(stored).toBe(1);
    expect(accepted).toBe(1);
  }, 60_000);

  it('20 accounts, 5 attempts each at once, store one message each', async () => {
    const uids = Array.from({ length: 20 }, (_, n) => `flood-${n + 1}`);
    const started = performance.now();
    const attempts = uids.flatMap((uid) => {
      const visitor = asVisitor(uid);
      return Array.from({ length: 5 }, () => sendMessage(visitor, uid));
    });
    const results = await Promise.allSettled(attempts);
    const elapsed = performance.now() - started;
    const stored = await storedByUid();
    const total = [...stored.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `contact flood, ${uids.length} accounts: ${attempts.length} attempts, ${results.filter((r) => r.status === 'fulfilled').length} accepted, ${total} stored, ${(elapsed / 1000).toFixed(1)} s`,
    );
    expect(elapsed).toBeLessThan(INTERVAL_MS);
    expect(uids.map((uid) => stored.get(uid))).toEqual(uids.map(() => 1));
    expect(total).toBe(uids.length);
  }, 60_000);

  it('an honest visitor’s retry after the wait succeeds', async () => {
    const visitor = asVisitor('honest');
    const started = performance.now();
    await assertSucceeds(sendMessage(visitor, 'honest'));
    await assertFails(sendMessage(visitor, 'honest'));
    const lastAt = (await getDoc(doc(visitor, 'contactThrottle/honest'))).get(
      'lastAt',
    ) as Timestamp;
    // The emulator's clock is this machine's: wait until the interval is over, plus a margin.
    await new Promise((resolve) =>
      setTimeout(resolve, lastAt.toMillis() + INTERVAL_MS + 1500 - Date.now()),
    );
    await assertSucceeds(sendMessage(visitor, 'honest'));
    const elapsed = performance.now() - started;
    const count = await getCountFromServer(
      // The rules cap every list query, counts included, at the inbox's page size.
      query(collection(asAdmin(), 'messages'), where('uid', '==', 'honest'), limit(25)),
    );
    console.log(
      `contact flood, honest retry: 3 attempts, ${count.data().count} stored, ${(elapsed / 1000).toFixed(1)} s`,
    );
    expect(count.data().count).toBe(2);
  }, 90_000);
});
