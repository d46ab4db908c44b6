// The admin area's reads and writes (rules: admins only): the contact inbox and the profiles
// per role.
import { MESSAGES_COLLECTION, type ContactMessage } from '../../lib/contactMessages';
import { getDb, loadFirestoreLite, USERS_COLLECTION } from '../../lib/firebase';

const INBOX_LIMIT = 200;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The newest messages first. */
export async function listMessages(): Promise<ContactMessage[]> {
  const [db, { collection, getDocs, limit, orderBy, query }] = await Promise.all([
    getDb(),
    loadFirestoreLite(),
  ]);
  const snapshot = await getDocs(
    query(collection(db, MESSAGES_COLLECTION), orderBy('createdAt', 'desc'), limit(INBOX_LIMIT)),
  );
  return snapshot.docs.map((document) => {
    const data = document.data();
    const createdAt: unknown = data.createdAt;
    return {
      id: document.id,
      name: text(data.name),
      email: text(data.email),
      phone: text(data.phone) || undefined,
      subject: text(data.subject),
      message: text(data.message),
      read: data.read === true,
      createdAt:
        typeof createdAt === 'object' && createdAt !== null && 'toMillis' in createdAt
          ? (createdAt as { toMillis: () => number }).toMillis()
          : 0,
    };
  });
}

export async function markMessageRead(id: string): Promise<void> {
  const [db, { doc, updateDoc }] = await Promise.all([getDb(), loadFirestoreLite()]);
  await updateDoc(doc(db, MESSAGES_COLLECTION, id), { read: true });
}

/** How many profile documents carry each role; `null` counts profiles without a role field. */
export async function countProfilesByRole(): Promise<Map<string | null, number>> {
  const [db, { collection, getDocs }] = await Promise.all([getDb(), loadFirestoreLite()]);
  const snapshot = await getDocs(collection(db, USERS_COLLECTION));
  const counts = new Map<string | null, number>();
  for (const document of snapshot.docs) {
    const role: unknown = document.get('role');
    const key = typeof role === 'string' ? role : null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
