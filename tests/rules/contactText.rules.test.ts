// A contact message's name, subject and message need a visible letter or digit
// (firestore.rules hasVisibleLetterOrDigit, docs/product.md#the-contact-form): blank text,
// invisible letters such as the Hangul fillers, format marks, blank symbols, emoji or punctuation
// alone are refused; names in any script pass. The same lists test the form
// (tests/unit/unicodeBlanks.ts). Run: npx jest -c jest.rules.config.js tests/rules/contactText.rules.test.ts
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { NO_VISIBLE_LETTER, UNICODE_BLANKS, VISIBLE_TEXT } from '../unit/unicodeBlanks';
import { asVisitor, sendMessage } from './contactBatch';
import { useRulesEnv, validMessage } from './rulesEnv';

useRulesEnv();

const FIELDS = ['name', 'subject', 'message'] as const;

const send = (field: (typeof FIELDS)[number], text: string) =>
  sendMessage(asVisitor('anon-1'), 'anon-1', {
    message: { ...validMessage(), uid: 'anon-1', [field]: text },
  });

it.each(
  [...NO_VISIBLE_LETTER, ...UNICODE_BLANKS].flatMap(([label, text]) =>
    FIELDS.map((field) => [field, label, text] as const),
  ),
)('denies a %s made of %s', async (field, _label, text) => {
  await assertFails(send(field, text));
});

it.each(
  VISIBLE_TEXT.flatMap(([label, text]) => FIELDS.map((field) => [field, label, text] as const)),
)('accepts a %s of %s', async (field, _label, text) => {
  await assertSucceeds(send(field, text));
});
