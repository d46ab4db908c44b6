import {
  toMessageInput,
  validateContact,
  type ContactDraft,
} from '../../../../src/features/contact/contactValidation';
import { NO_VISIBLE_LETTER, VISIBLE_TEXT } from '../../unicodeBlanks';

const ok: ContactDraft = {
  name: 'Wayan',
  email: 'wayan@warung.test',
  phone: '',
  subject: 'Harga',
  message: 'Berapa harganya?',
  product: '',
  intent: '',
};

describe('validateContact', () => {
  it('accepts a complete message, with or without a phone', () => {
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, phone: '+62 (361) 472-9188' })).toEqual({});
  });

  it.each([
    ['name', '', 'nameRequired'],
    ['name', ' \t\n ', 'nameRequired'],
    ['name', 'x'.repeat(101), 'tooLong'],
    ['email', '', 'emailRequired'],
    ['email', 'wayan', 'emailInvalid'],
    ['email', 'wayan@warung', 'emailInvalid'],
    ['email', '<script>@x.id', 'emailInvalid'],
    ['email', `${'a'.repeat(250)}@x.id`, 'tooLong'],
    ['phone', 'telepon saya', 'phoneInvalid'],
    ['phone', '+-()', 'phoneInvalid'],
    ['phone', '1'.repeat(31), 'tooLong'],
    ['subject', '   ', 'subjectRequired'],
    ['name', '\u00A0\u200B', 'nameRequired'],
    ['subject', '\u3000\uFEFF\u2060', 'subjectRequired'],
    ['message', '\u200C\n\u200D\t\u202F', 'messageRequired'],
    ['subject', 's'.repeat(151), 'tooLong'],
    ['message', '', 'messageRequired'],
    ['message', 'm'.repeat(5001), 'tooLong'],
  ] as const)('%s = %j → %s', (field, value, problem) => {
    expect(validateContact({ ...ok, [field]: value })).toEqual({ [field]: problem });
  });

  it.each(
    NO_VISIBLE_LETTER.flatMap(([label, text]) =>
      (['name', 'subject', 'message'] as const).map((field) => [field, label, text] as const),
    ),
  )('refuses a %s made of %s: noLetterOrDigit', (field, _label, text) => {
    expect(validateContact({ ...ok, [field]: text })).toEqual({ [field]: 'noLetterOrDigit' });
  });

  it.each(VISIBLE_TEXT)('accepts %s as name, subject and message', (_label, text) => {
    expect(validateContact({ ...ok, name: text, subject: text, message: text })).toEqual({});
  });

  it('counts the limit on the trimmed text and accepts unicode', () => {
    expect(validateContact({ ...ok, name: ` ${'é'.repeat(100)} ` })).toEqual({});
    expect(validateContact({ ...ok, message: 'Om Swastiastu 🙏 — ᬅᬓ᭄ᬱᬭ' })).toEqual({});
  });
});

describe('toMessageInput', () => {
  it('trims every field and leaves out an empty phone', () => {
    expect(toMessageInput({ ...ok, name: '  Wayan ', phone: '   ' })).toEqual({
      name: 'Wayan',
      email: 'wayan@warung.test',
      subject: 'Harga',
      message: 'Berapa harganya?',
    });
    expect(toMessageInput({ ...ok, phone: ' 0812 ' })).toMatchObject({ phone: '0812' });
  });

  it('keeps a known product and intent, and leaves out none or unknown ones', () => {
    expect(toMessageInput({ ...ok, product: 'kasir-warung', intent: 'harga' })).toMatchObject({
      product: 'kasir-warung',
      intent: 'harga',
    });
    const unknown = toMessageInput({ ...ok, product: 'kasir-palsu', intent: 'gratis' });
    expect(unknown).not.toHaveProperty('product');
    expect(unknown).not.toHaveProperty('intent');
    expect(toMessageInput(ok)).not.toHaveProperty('product');
    expect(toMessageInput(ok)).not.toHaveProperty('intent');
  });
});
