// The contact inbox's reads and writes (firestore.rules: admins only; docs/architecture.md#the-contact-inbox).
// Pages are cursor-based, newest first, INBOX_PAGE_SIZE at a time: the rules deny a list query
// that asks for more, so the export pages through the same way.
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import {
  MESSAGES_COLLECTION,
  contactIntent,
  contactProduct,
  type ContactIntent,
  type ContactMessage,
} from '../../../lib/contactMessages';
import { getDb, loadFirestoreLite } from '../../../lib/firebase';

/** Documents per list query; firestore.rules allows at most this many (`request.query.limit`). */
export const INBOX_PAGE_SIZE = 25;

/**
 * unread: not archived and not read; all: every message that is not archived; archived: the
 * archived ones. Every message carries `archived` (false on create; the seed writes it too),
 * because Firestore's equality filters never match a document without the field.
 */
export const INBOX_FILTERS = ['unread', 'all', 'archived'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/**
 * What an admin narrows a filter to: one product, one intent, or both (on top of the filter;
 * firestore.indexes.json has an index for each combination).
 */
export interface InboxTopic {
  product?: string;
  intent?: ContactIntent;
}

/** Where the next page starts: the last document of the page before. */
export type PageCursor = QueryDocumentSnapshot;

export interface InboxPage {
  messages: ContactMessage[];
  /** Absent on the last page. */
  next?: PageCursor;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toMessage(document: QueryDocumentSnapshot): ContactMessage {
  const data = document.data();
  const createdAt: unknown = data.createdAt;
  return {
    id: document.id,
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone) || undefined,
    subject: text(data.subject),
    message: text(data.message),
    product: contactProduct(data.product),
    intent: contactIntent(data.intent),
    read: data.read === true,
    archived: data.archived === true,
    createdAt:
      typeof createdAt === 'object' && createdAt !== null && 'toMillis' in createdAt
        ? (createdAt as { toMillis: () => number }).toMillis()
        : 0,
  };
}

const FILTER_FIELDS: Record<InboxFilter, [field: string, value: boolean][]> = {
  unread: [
    ['archived', false],
    ['read', false],
  ],
  all: [['archived', false]],
  archived: [['archived', true]],
};

async function filteredQuery(filter: InboxFilter, topic: InboxTopic = {}, after?: PageCursor) {
  const [db, sdk] = await Promise.all([getDb(), loadFirestoreLite()]);
  const topicFields = Object.entries(topic).filter(([, value]) => value !== undefined);
  return {
    sdk,
    query: sdk.query(
      sdk.collection(db, MESSAGES_COLLECTION),
      ...FILTER_FIELDS[filter].map(([field, value]) => sdk.where(field, '==', value)),
      ...topicFields.map(([field, value]) => sdk.where(field, '==', value)),
      sdk.orderBy('createdAt', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(INBOX_PAGE_SIZE),
    ),
  };
}

/**
 * One page of the filter narrowed to `topic`, newest first, starting after `after` (the first
 * page without it).
 */
export async function listMessagesPage(
  filter: InboxFilter,
  topic: InboxTopic = {},
  after?: PageCursor,
): Promise<InboxPage> {
  const { sdk, query } = await filteredQuery(filter, topic, after);
  const { docs } = await sdk.getDocs(query);
  return {
    messages: docs.map(toMessage),
    next: docs.length === INBOX_PAGE_SIZE ? docs[docs.length - 1] : undefined,
  };
}

/** Every message of the filter narrowed to `topic`, page by page (for the CSV export). */
export async function listAllMessages(
  filter: InboxFilter,
  topic: InboxTopic = {},
): Promise<ContactMessage[]> {
  const all: ContactMessage[] = [];
  let next: PageCursor | undefined;
  do {
    const page = await listMessagesPage(filter, topic, next);
    all.push(...page.messages);
    next = page.next;
  } while (next);
  return all;
}

/**
 * Unread messages, counted by the server without reading them. The count query obeys the same
 * limit as a page, so it counts up to INBOX_PAGE_SIZE: that number means "this many or more".
 */
export async function countUnreadMessages(): Promise<number> {
  const { sdk, query } = await filteredQuery('unread');
  const snapshot = await sdk.getCount(query);
  return snapshot.data().count;
}

const listeners = new Set<() => void>();

/** Calls `listener` after every change this tab makes to a message; returns the unsubscribe. */
export function onInboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

async function change(id: string, write: 'update' | 'delete', fields?: Partial<ContactMessage>) {
  const [db, { doc, updateDoc, deleteDoc }] = await Promise.all([getDb(), loadFirestoreLite()]);
  const reference = doc(db, MESSAGES_COLLECTION, id);
  await (write === 'delete' ? deleteDoc(reference) : updateDoc(reference, fields ?? {}));
  listeners.forEach((listener) => listener());
}

export const markMessageRead = (id: string) => change(id, 'update', { read: true });

export const setMessageArchived = (id: string, archived: boolean) =>
  change(id, 'update', { archived });

export const deleteMessage = (id: string) => change(id, 'delete');
