// The Firestore lite functions the site uses (see authSdk.ts for why they are named).
export {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
