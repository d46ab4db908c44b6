// The inbox's reply link (src/features/account/inbox/InboxMessage.tsx replyHref): a visitor's
// subject cannot add a line, and with it a header such as Bcc, to the admin's reply.
import { replyHref } from '../../../../../src/features/account/inbox/InboxMessage';

const subjectOf = (href: string) =>
  decodeURIComponent(href.slice(href.indexOf('?subject=') + '?subject='.length));

describe('replyHref', () => {
  it('percent-encodes the address and "Re: <subject>"', () => {
    expect(replyHref({ email: 'p1@contoh.test', subject: 'Harga & paket?' })).toBe(
      'mailto:p1@contoh.test?subject=Re%3A%20Harga%20%26%20paket%3F',
    );
  });

  it.each([
    ['CRLF', 'Harga\r\nBcc: mata-mata@jahat.test'],
    ['LF', 'Harga\nBcc: mata-mata@jahat.test'],
    ['CR', 'Harga\rBcc: mata-mata@jahat.test'],
    ['NUL and tab', 'Harga\u0000\tBcc: mata-mata@jahat.test'],
    ['NEL (C1)', 'Harga\u0085Bcc: mata-mata@jahat.test'],
    ['DEL', 'Harga\u007FBcc: mata-mata@jahat.test'],
    ['the line separator', 'Harga\u2028Bcc: mata-mata@jahat.test'],
    ['the paragraph separator', 'Harga\u2029Bcc: mata-mata@jahat.test'],
  ])('turns %s in the subject into one space', (_label, subject) => {
    const href = replyHref({ email: 'p1@contoh.test', subject });
    expect(href).not.toMatch(/%0[0-9A-F]|%1[0-9A-F]|%7F|%C2%8[0-9A-F]|%C2%9[0-9A-F]|%E2%80%A[89]/i);
    expect(subjectOf(href)).toBe('Re: Harga Bcc: mata-mata@jahat.test');
  });

  it('drops bidirectional overrides, which would show the subject reversed', () => {
    const href = replyHref({ email: 'p1@contoh.test', subject: 'Harga \u202Egpj.exe\u202C' });
    expect(subjectOf(href)).toBe('Re: Harga gpj.exe');
  });
});
