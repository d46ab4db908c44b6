// The admin area's profile reads (rules: admins only). The contact inbox's reads and writes
// live in ./inbox/inboxService.ts.
import { getDb, loadFirestoreLite, USERS_COLLECTION } from '../../lib/firebase';

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
