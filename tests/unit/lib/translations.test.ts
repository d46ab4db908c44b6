// Every interface text exists in both languages, so no visitor ever sees a raw key.
import id from '../../../public/locales/id/translation.json';
import en from '../../../public/locales/en/translation.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
}

function get(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
}

describe('translation files', () => {
  it('have the same keys in id and en', () => {
    expect(keys(en).sort()).toEqual(keys(id).sort());
  });

  it('have no empty strings', () => {
    for (const [lng, file] of Object.entries({ id, en })) {
      for (const key of keys(file)) {
        expect([lng, key, String(get(file, key)).trim().length > 0]).toEqual([lng, key, true]);
      }
    }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const key of keys(id)) {
      expect([key, interpolations(String(get(en, key)))]).toEqual([
        key,
        interpolations(String(get(id, key))),
      ]);
    }
  });

  it('label the main navigation in Indonesian', () => {
    expect(id.nav).toMatchObject({
      home: 'Beranda',
      company: 'Perusahaan',
      about: 'Tentang',
      team: 'Semua Tim',
      careers: 'Karir',
      help: 'Bantuan & FAQs',
      securityPrivacy: 'Keamanan & Privasi',
      certifications: 'Sertifikasi',
      blog: 'Blog',
      allPosts: 'Semua Post',
      contact: 'Kontak',
      login: 'Log In',
      logout: 'Logout',
    });
  });
});
