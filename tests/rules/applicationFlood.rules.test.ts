// The job applications' flood limit in firestore.rules (docs/product.md#job-applications): one
// application per role and five in all per account and window, the throttle document written
// in the same batch, and a bounded stress test whose numbers are printed, like the contact
// form's (contactFlood.rules.test.ts). Run: npx jest -c jest.rules.config.js tests/rules/applicationFlood.rules.test.ts
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import {
  APPLICATION_ROLES,
  APPLICATION_THROTTLE,
  newReference,
} from '../../src/lib/jobApplications';
import { asVisitor } from './contactBatch';
import { OTHER_ROLE, ROLE, apply, firstApplicationWindow } from './applicationBatch';
import { asAdmin, db, rulesEnv, useRulesEnv } from './rulesEnv';

useRulesEnv();

const HOUR_MS = 3_600_000;
const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);

async function seedThrottle(uid: string, data: DocumentData) {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(db(context), 'applicationThrottle', uid), data);
  });
}

/** Applications stored per author uid, read past the rules. */
async function storedByUid(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const all = await getDocs(
      query(collection(db(context), 'applications'), where('uid', '!=', '')),
    );
    for (const application of all.docs) {
      const uid = application.get('uid') as string;
      counts.set(uid, (counts.get(uid) ?? 0) + 1);
    }
  });
  return counts;
}

describe('one application per role per day, five in all', () => {
  it('lets an account apply for two roles, but not twice for one', async () => {
    const visitor = asVisitor('anon-1');
    await assertSucceeds(apply(visitor, 'anon-1', { role: ROLE }));
    await assertSucceeds(apply(visitor, 'anon-1', { role: OTHER_ROLE }));
    await assertFails(apply(visitor, 'anon-1', { role: ROLE }));
    const throttle = await getDoc(doc(visitor, 'applicationThrottle/anon-1'));
    expect(throttle.get('roles')).toEqual([ROLE, OTHER_ROLE]);
    expect(throttle.get('count')).toBe(2);
  });

  it('denies a sixth application in a window, whatever the role', async () => {
    await seedThrottle('anon-1', {
      lastAt: ago(HOUR_MS),
      lastApplication: 'LMR-AAAA-AAAA',
      windowStart: ago(2 * HOUR_MS),
      count: APPLICATION_THROTTLE.dailyCap,
      roles: ['old-1', 'old-2', 'old-3', 'old-4', 'old-5'],
    });
    await assertFails(apply(asVisitor('anon-1'), 'anon-1', { role: ROLE }));
  });

  it('allows the fifth', async () => {
    await seedThrottle('anon-1', {
      lastAt: ago(HOUR_MS),
      lastApplication: 'LMR-AAAA-AAAA',
      windowStart: ago(2 * HOUR_MS),
      count: APPLICATION_THROTTLE.dailyCap - 1,
      roles: ['old-1', 'old-2', 'old-3', 'old-4'],
    });
    await assertSucceeds(apply(asVisitor('anon-1'), 'anon-1', { role: ROLE }));
  });

  it('starts a new window once the old one is over, and only then', async () => {
    const previous = {
      lastAt: ago(2 * HOUR_MS),
      lastApplication: 'LMR-AAAA-AAAA',
      count: 1,
      roles: [ROLE],
    };
    await seedThrottle('anon-1', { ...previous, windowStart: ago(3 * HOUR_MS) });
    const visitor = asVisitor('anon-1');
    const id = newReference();
    await assertFails(apply(visitor, 'anon-1', { id, throttle: firstApplicationWindow(id) }));
    await seedThrottle('anon-2', {
      ...previous,
      windowStart: ago(APPLICATION_THROTTLE.windowHours * HOUR_MS + 1000),
    });
    const again = newReference();
    await assertSucceeds(
      apply(asVisitor('anon-2'), 'anon-2', { id: again, throttle: firstApplicationWindow(again) }),
    );
  });

  it.each<[string, (id: string) => DocumentData]>([
    [
      'a client time as lastAt',
      (id) => ({ ...firstApplicationWindow(id), lastAt: Timestamp.now() }),
    ],
    ['a first count of 2', (id) => ({ ...firstApplicationWindow(id), count: 2 })],
    ['another role in the list', (id) => ({ ...firstApplicationWindow(id), roles: [OTHER_ROLE] })],
    ['no role in the list', (id) => ({ ...firstApplicationWindow(id), roles: [] })],
    ['another application', () => firstApplicationWindow('LMR-BBBB-BBBB')],
    ['an extra field', (id) => ({ ...firstApplicationWindow(id), note: 'x' })],
  ])('denies a first throttle write with %s', async (_label, throttle) => {
    const id = newReference();
    await assertFails(apply(asVisitor('anon-1'), 'anon-1', { id, throttle: throttle(id) }));
  });

  it('denies a continuing write that drops a role or miscounts', async () => {
    const visitor = asVisitor('anon-1');
    await apply(visitor, 'anon-1', { role: ROLE });
    const windowStart: unknown = (await getDoc(doc(visitor, 'applicationThrottle/anon-1'))).get(
      'windowStart',
    );
    const next = (change: DocumentData) => {
      const id = newReference();
      return apply(visitor, 'anon-1', {
        id,
        role: OTHER_ROLE,
        throttle: {
          lastAt: serverTimestamp(),
          lastApplication: id,
          windowStart,
          count: 2,
          roles: [ROLE, OTHER_ROLE],
          ...change,
        },
      });
    };
    for (const change of [
      { roles: [OTHER_ROLE] },
      { roles: [OTHER_ROLE, ROLE] },
      { count: 3 },
      { count: 1 },
    ]) {
      await assertFails(next(change));
    }
    // The same write without the change goes through.
    await assertSucceeds(next({}));
  });

  it('is the owner’s to read, never to reset', async () => {
    const visitor = asVisitor('anon-1');
    await apply(visitor, 'anon-1');
    await assertSucceeds(getDoc(doc(visitor, 'applicationThrottle/anon-1')));
    await assertFails(getDoc(doc(asVisitor('anon-2'), 'applicationThrottle/anon-1')));
    await assertFails(getDocs(collection(asAdmin(), 'applicationThrottle')));
    await assertFails(deleteDoc(doc(visitor, 'applicationThrottle/anon-1')));
    await assertFails(
      updateDoc(doc(visitor, 'applicationThrottle/anon-1'), { count: 0, roles: [] }),
    );
  });
});

// Each flood is sent at once and checked on what is stored, not on the emulator's speed (that
// belongs to the bench); a minute's time-out keeps every attempt inside one window of a day.
describe('stress (bounded): a scripted flood stores one application per account and role', () => {
  it('100 attempts for one role at once by one account store exactly one', async () => {
    const visitor = asVisitor('flood-1');
    const started = performance.now();
    const attempts = Array.from({ length: 100 }, (_, n) => {
      const id = newReference();
      // Half as the form does it, half forcing a fresh window.
      return n % 2 === 0
        ? apply(visitor, 'flood-1', { id })
        : apply(visitor, 'flood-1', { id, throttle: firstApplicationWindow(id) });
    });
    const results = await Promise.allSettled(attempts);
    const elapsed = performance.now() - started;
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const stored = (await storedByUid()).get('flood-1') ?? 0;
    console.log(
      `application flood, one account, one role: ${attempts.length} attempts, ${accepted} accepted, ${stored} stored, ${(elapsed / 1000).toFixed(1)} s`,
    );
    expect(stored).toBe(1);
    expect(accepted).toBe(1);
  }, 60_000);

  it('one account cycling through every role 25 times stores at most one per role', async () => {
    const visitor = asVisitor('flood-2');
    const started = performance.now();
    const attempts = Array.from({ length: 25 }, () =>
      APPLICATION_ROLES.map((role) => apply(visitor, 'flood-2', { role })),
    ).flat();
    await Promise.allSettled(attempts);
    const elapsed = performance.now() - started;
    const roles = new Map<string, number>();
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const all = await getDocs(
        query(collection(db(context), 'applications'), where('uid', '==', 'flood-2')),
      );
      for (const application of all.docs) {
        const role = application.get('role') as string;
        roles.set(role, (roles.get(role) ?? 0) + 1);
      }
    });
    const total = [...roles.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `application flood, one account, every role: ${attempts.length} attempts, ${total} stored, ${(elapsed / 1000).toFixed(1)} s`,
    );
    expect([...roles.values()].every((n) => n === 1)).toBe(true);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(
      Math.min(APPLICATION_ROLES.length, APPLICATION_THROTTLE.dailyCap),
    );
  }, 60_000);

  it('20 accounts, 5 attempts each at once, store one application each', async () => {
    const uids = Array.from({ length: 20 }, (_, n) => `flood-${n + 10}`);
    const started = performance.now();
    const attempts = uids.flatMap((uid) => {
      const visitor = asVisitor(uid);
      return Array.from({ length: 5 }, () => apply(visitor, uid));
    });
    await Promise.allSettled(attempts);
    const elapsed = performance.now() - started;
    const stored = await storedByUid();
    const total = [...stored.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `application flood, ${uids.length} accounts: ${attempts.length} attempts, ${total} stored, ${(elapsed / 1000).toFixed(1)} s`,
    );
    expect(uids.map((uid) => stored.get(uid))).toEqual(uids.map(() => 1));
  }, 60_000);
});
