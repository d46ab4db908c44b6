// Every interface text exists in both languages, so no visitor ever sees a raw key: each
// namespace file (public/locales/<lng>/<namespace>.json) in both, with the same keys.
import fs from 'node:fs';
import path from 'node:path';
import id from '../../../public/locales/id/translation.json';

const LOCALES = path.join(__dirname, '../../../public/locales');
const read = (lng: string, file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lng, file), 'utf8'));
const namespaceFiles = fs.readdirSync(path.join(LOCALES, 'id')).sort();
/** Each language's namespaces merged: a key may live in one namespace only. */
const all = (lng: string): Record<string, unknown> =>
  namespaceFiles.reduce<Record<string, unknown>>(
    (merged, file) => ({ ...merged, ...(read(lng, file) as Record<string, unknown>) }),
    {},
  );

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
  it('are the same namespaces in each language', () => {
    expect(fs.readdirSync(path.join(LOCALES, 'en')).sort()).toEqual(namespaceFiles);
    expect(namespaceFiles).toEqual(['staff.json', 'translation.json']);
  });

  it('never hold a key in two namespaces', () => {
    const counted = namespaceFiles.flatMap((file) => Object.keys(read('id', file) as object));
    expect(new Set(counted).size).toBe(counted.length);
  });

  it('have the same keys in id and en', () => {
    for (const file of namespaceFiles) {
      expect([file, keys(read('en', file)).sort()]).toEqual([file, keys(read('id', file)).sort()]);
    }
  });

  it('have no empty strings', () => {
    for (const [lng, file] of Object.entries({ id: all('id'), en: all('en') })) {
      for (const key of keys(file)) {
        expect([lng, key, String(get(file, key)).trim().length > 0]).toEqual([lng, key, true]);
      }
    }
  });

  it('use the same interpolation variables in both languages', () => {
    const [idAll, enAll] = [all('id'), all('en')];
    for (const key of keys(idAll)) {
      expect([key, interpolations(String(get(enAll, key)))]).toEqual([
        key,
        interpolations(String(get(idAll, key))),
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
