// An in-memory `messages` collection behind the shared Firebase fake (tests/unit/fakeFirebase.ts):
// the Firestore lite query functions the inbox uses, answering like Firestore would (equality
// filters, newest first, startAfter a document, limit), plus a record of every query asked.
// The test file mocks src/lib/firebase and calls useFakeFirebase() and useFakeMessages().
import { loadFirestoreLite } from '../../../../../src/lib/firebase';
import { doc, updateDoc } from '../../../fakeFirebase';

export interface StoredMessage {
  id: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  createdAt: number;
  read: boolean;
  archived?: boolean;
  product?: string;
  intent?: string;
}

type Condition =
  | { where: [string, string, unknown] }
  | { orderBy: [string, string] }
  | { startAfter: { id: string } }
  | { limit: number };

export const store = { messages: [] as StoredMessage[] };
/** Every query run (getDocs or getCount), as its conditions. */
export const queries: Condition[][] = [];

/** `count` messages, newest first, every third one unread; m1 is the newest. */
export function makeMessages(count: number): StoredMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index + 1}`,
    name: `Pengirim ${index + 1}`,
    email: `p${index + 1}@contoh.test`,
    subject: `Subjek ${index + 1}`,
    message: `Isi pesan ${index + 1}`,
    createdAt: Date.parse('2026-11-22T02:00:00Z') - index * 60_000,
    read: index % 3 !== 0,
    archived: false,
  }));
}

function run(conditions: Condition[]) {
  queries.push(conditions);
  let result = [...store.messages];
  for (const condition of conditions) {
    if ('where' in condition) {
      const [field, , value] = condition.where;
      result = result.filter((m) => m[field as keyof StoredMessage] === value);
    }
  }
  result.sort((a, b) => b.createdAt - a.createdAt);
  const after = conditions.find((c) => 'startAfter' in c);
  if (after && 'startAfter' in after) {
    result = result.slice(result.findIndex((m) => m.id === after.startAfter.id) + 1);
  }
  const limit = conditions.find((c) => 'limit' in c);
  return limit && 'limit' in limit ? result.slice(0, limit.limit) : result;
}

const snapshotOf = ({ id, createdAt, ...data }: StoredMessage) => ({
  id,
  data: () => ({ ...data, createdAt: { toMillis: () => createdAt } }),
});

export const firestoreQueries = {
  collection: jest.fn((_db: unknown, name: string) => ({ collection: name })),
  where: jest.fn((...where: [string, string, unknown]) => ({ where })),
  orderBy: jest.fn((...orderBy: [string, string]) => ({ orderBy })),
  startAfter: jest.fn((document: { id: string }) => ({ startAfter: document })),
  limit: jest.fn((limit: number) => ({ limit })),
  query: jest.fn((_collection: unknown, ...conditions: Condition[]) => conditions),
  getDocs: jest.fn((conditions: Condition[]) =>
    Promise.resolve({ docs: run(conditions).map(snapshotOf) }),
  ),
  getCount: jest.fn((conditions: Condition[]) =>
    Promise.resolve({ data: () => ({ count: run(conditions).length }) }),
  ),
  deleteDoc: jest.fn((reference: { path: string }) => {
    store.messages = store.messages.filter((m) => `messages/${m.id}` !== reference.path);
    return Promise.resolve();
  }),
};

/** After useFakeFirebase(): `messages` in memory behind the lite SDK's query functions. */
export function useFakeMessages() {
  beforeEach(() => {
    store.messages = makeMessages(3);
    queries.length = 0;
    jest
      .mocked(loadFirestoreLite)
      .mockResolvedValue({ ...firestoreQueries, doc, updateDoc } as never);
    updateDoc.mockImplementation((reference: { path: string }, fields: object) => {
      const message = store.messages.find((m) => `messages/${m.id}` === reference.path);
      if (message) Object.assign(message, fields);
      return Promise.resolve();
    });
  });
}
