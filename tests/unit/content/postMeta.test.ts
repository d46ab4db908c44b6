// BlogPosting's dateModified (src/content/blog/postMeta.ts).
import { dateModified } from '../../../src/content/blog/postMeta';

describe('dateModified', () => {
  it("takes the front matter's `updated` first", () => {
    expect(dateModified('2026-11-01', '2026-11-10', '2026-11-20')).toBe('2026-11-10');
  });

  it("else the file's last change", () => {
    expect(dateModified('2026-11-01', undefined, '2026-11-20')).toBe('2026-11-20');
  });

  it('else the publication day', () => {
    expect(dateModified('2026-11-01')).toBe('2026-11-01');
  });

  it('is never before the publication day', () => {
    expect(dateModified('2026-11-18', undefined, '2026-11-02')).toBe('2026-11-18');
    expect(dateModified('2026-11-18', '2026-11-02')).toBe('2026-11-18');
  });
});
