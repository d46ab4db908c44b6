// A contact message's optional product and intent in firestore.rules
// (docs/product.md#the-contact-form): the allowed values pass; unknown values, wrong types and
// extra keys are denied; admins filter by them within the list limit and cannot change them.
// Run: npm run test:rules.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { CONTACT_INTENTS, CONTACT_PRODUCTS } from '../../src/lib/contactMessages';
import { asVisitor, sendMessage } from './contactBatch';
import { asAdmin, useRulesEnv, validMessage } from './rulesEnv';

useRulesEnv();

let visitors = 0;

/** Sends `fields` on top of a valid message, as a visitor of its own (no flood limit between). */
function send(fields: DocumentData) {
  visitors += 1;
  const uid = `intent-visitor-${visitors}`;
  return sendMessage(asVisitor(uid), uid, { message: { ...validMessage(), uid, ...fields } });
}

describe('product and intent on a new message', () => {
  it('accepts every product and every intent, alone or together, and none at all', async () => {
    for (const product of CONTACT_PRODUCTS) await assertSucceeds(send({ product }));
    for (const intent of CONTACT_INTENTS) await assertSucceeds(send({ intent }));
    const id = await assertSucceeds(send({ product: 'kasir-warung', intent: 'harga' }));
    const stored = await getDoc(doc(asAdmin(), 'messages', id));
    expect(stored.get('product')).toBe('kasir-warung');
    expect(stored.get('intent')).toBe('harga');
    await assertSucceeds(send({}));
  });

  it('denies an unknown product or intent', async () => {
    for (const product of ['kasir', 'Segara Kasir', 'villa-reservasi ', '']) {
      await assertFails(send({ product }));
    }
    for (const intent of ['general', 'umum', 'Demo', 'quote', '']) {
      await assertFails(send({ intent }));
    }
  });

  it('denies wrong types', async () => {
    for (const value of [1, true, null, ['demo'], { slug: 'kasir-warung' }]) {
      await assertFails(send({ product: value }));
      await assertFails(send({ intent: value }));
    }
  });

  it('denies keys besides the known ones', async () => {
    await assertFails(send({ products: 'kasir-warung' }));
    await assertFails(send({ keperluan: 'demo' }));
    await assertFails(send({ product: 'kasir-warung', tier: 'pro' }));
  });
});

describe('the inbox and product and intent', () => {
  it('lets an admin filter by product and intent within the list limit, not beyond it', async () => {
    await send({ product: 'desa-digital', intent: 'demo' });
    await send({ product: 'desa-digital', intent: 'dukungan' });
    await send({ product: 'villa-reservasi', intent: 'demo' });
    const messages = collection(asAdmin(), 'messages');
    const filtered = (size: number) =>
      query(
        messages,
        where('archived', '==', false),
        where('product', '==', 'desa-digital'),
        where('intent', '==', 'demo'),
        orderBy('createdAt', 'desc'),
        limit(size),
      );
    const page = await assertSucceeds(getDocs(filtered(25)));
    expect(page.docs.map((d) => `${String(d.get('product'))} ${String(d.get('intent'))}`)).toEqual([
      'desa-digital demo',
    ]);
    await assertFails(getDocs(filtered(26)));
  });

  it('never lets an admin change a message’s product or intent', async () => {
    const id = await send({ product: 'villa-reservasi', intent: 'demo' });
    const message = doc(asAdmin(), 'messages', id);
    await assertFails(updateDoc(message, { product: 'kasir-warung' }));
    await assertFails(updateDoc(message, { intent: 'harga' }));
    await assertSucceeds(updateDoc(message, { read: true }));
  });
});
