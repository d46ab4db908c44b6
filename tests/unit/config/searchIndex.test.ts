/**
 * @jest-environment node
 */
// The site search's indexes as the build writes them (config/search/, docs/search.md), loaded
// the way the browser loads them: Indonesian words match on their root, English on its stem,
// one-letter typos still match, and each language's index holds that language's pages.
import { load, search, type RawData } from '@orama/orama';
import { stemmer as indonesianStemmer } from '@orama/stemmers/indonesian';
import { buildSearchIndexes, indexFileName } from '../../../config/search/searchIndex.mjs';
import { searchDocuments } from '../../../config/search/searchDocuments.mjs';
import {
  createSearchDatabase,
  type SearchDatabase,
  type SearchDocument,
} from '../../../src/lib/search/searchDatabase';
import { searchSite } from '../../../src/lib/search/siteSearch';

const databases: Partial<Record<'id' | 'en', SearchDatabase>> = {};
let files: string[] = [];
beforeAll(async () => {
  const built = await buildSearchIndexes();
  files = built.files;
  for (const language of ['id', 'en'] as const) {
    const db = createSearchDatabase(language);
    load(db, JSON.parse(built.indexes[language]) as RawData);
    databases[language] = db;
  }
}, 60_000);

async function urls(language: 'id' | 'en', term: string): Promise<string[]> {
  const result = await search(databases[language]!, { term, tolerance: 1, limit: 50 });
  return result.hits.map((hit) => (hit.document as unknown as SearchDocument).id);
}

test.each(['pemasangan', 'memasang', 'dipasang'])(
  'the Indonesian index finds the posts about "pasang" for %s',
  async (term) => {
    const found = await urls('id', term);
    expect(found).toEqual(await urls('id', 'pasang'));
    expect(found).toContain('/blog/install-segara-kasir-di-tablet-android');
    expect(found).toContain('/blog/install-printer-bluetooth-struk');
  },
);

test('English is matched on its stem: "installing" finds the install guides', async () => {
  const found = await urls('en', 'installing');
  expect(found).toContain('/en/blog/install-segara-kasir-di-tablet-android');
  expect(found).toEqual(await urls('en', 'installation'));
});

test('a one-letter typo still matches', async () => {
  expect(await urls('id', 'printr')).toContain('/blog/install-printer-bluetooth-struk');
  expect(await urls('en', 'bluetoth')).toContain('/en/blog/install-printer-bluetooth-struk');
});

test('each language holds its own pages; a post without English is in the Indonesian one only', async () => {
  const { documents } = searchDocuments();
  expect(documents.id.every((doc) => !doc.id.startsWith('/en'))).toBe(true);
  expect(documents.en.every((doc) => doc.id.startsWith('/en/'))).toBe(true);
  expect(documents.id.map((doc) => doc.id)).toContain('/blog/kode-sumber-nomor-surat-desa');
  expect(documents.en.map((doc) => doc.id)).not.toContain('/en/blog/kode-sumber-nomor-surat-desa');
  expect(await urls('en', 'nyepi')).not.toContain('/en/blog/layanan-tetap-jalan-saat-nyepi');
  expect(await urls('id', 'nyepi')).toContain('/blog/layanan-tetap-jalan-saat-nyepi');
});

test('posts, roles, products, case studies, help answers and company pages are all indexed, in both languages', async () => {
  const { documents } = searchDocuments();
  for (const [language, prefix] of [
    ['id', ''],
    ['en', '/en'],
  ] as const) {
    const ids = documents[language].map((doc) => doc.id);
    for (const url of [
      '/blog/qris-dinamis-untuk-kasir-warung',
      '/karir/frontend-engineer',
      '/produk/kasir-warung',
      '/studi-kasus/kasir-kopi-tepi-danau',
      '/tentang/bantuan#faq-magang',
      '/tentang',
      '/tentang/keamanan-privasi',
      '/tentang/sertifikasi',
    ]) {
      expect(ids).toContain(`${prefix}${url}`);
    }
  }
  expect(await urls('id', 'magang')).toContain('/tentang/bantuan#faq-magang');
  expect(await urls('en', 'internship')).toContain('/en/tentang/bantuan#faq-magang');
  // A case study is found by its client's name and by words of its story.
  expect(await urls('id', 'koperasi mertha sedana')).toContain(
    '/studi-kasus/aplikasi-anggota-koperasi-mertha-sedana',
  );
  expect(await urls('en', 'roastery')).toContain('/en/studi-kasus/kasir-kopi-tepi-danau');
  // A post's body text is indexed, not only its front matter; no markup is left in it.
  const qris = documents.id.find((doc) => doc.id === '/blog/qris-dinamis-untuk-kasir-warung')!;
  expect(qris.body.length).toBeGreaterThan(1000);
  expect(qris.body).not.toMatch(/<\/?[a-z]+[\s>]/);
  // A product's body holds its copy (its FAQ too), never its icons' SVG markup.
  const kasir = documents.id.find((doc) => doc.id === '/produk/kasir-warung')!;
  expect(kasir.body).toContain('Perangkat apa yang saya butuhkan?');
  expect(kasir.body).not.toMatch(/<\/?[a-z]+[\s>]/);
});

test('a result carries its title, a snippet with the match marked, its section and date', async () => {
  const hits = await searchSite(databases.id!, 'id', 'dipasang', { postsOnly: true });
  const first = hits[0]!;
  expect(first.url).toMatch(/^\/blog\//);
  expect(first.section).toBe('Instalasi');
  expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const marked = first.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
  expect(marked.length).toBeGreaterThan(0);
  // `memasangnya`: the root's p drops after me-, so the stem is compared, not the letters.
  expect(marked.every((word) => indonesianStemmer(word) === 'pasang')).toBe(true);
});

test('the index files are named by their content and the build watches the content files', () => {
  expect(indexFileName('id', '{"a":1}')).toMatch(/^static\/search\/id\.[0-9a-f]{8}\.json$/);
  expect(indexFileName('id', '{"a":1}')).not.toBe(indexFileName('id', '{"a":2}'));
  expect(files.some((file) => file.endsWith('careers.ts'))).toBe(true);
  expect(files.some((file) => file.endsWith('install-printer-bluetooth-struk.id.md'))).toBe(true);
});

test("a post's indexed text is what it says: code, but not the code bar's or the headings' labels", () => {
  const { documents } = searchDocuments();
  const bodies = [...documents.id, ...documents.en].map((document) => document.body);
  expect(bodies.some((body) => body.includes('sudo apt-get update'))).toBe(true);
  for (const body of bodies) {
    expect(body).not.toMatch(/\b(Salin|Copy|Bash|TypeScript)\s+(sudo|const|import|export)\b/);
    expect(body).not.toMatch(/\s#\s/);
  }
});

test('highlighted code is indexed as written', () => {
  const { documents } = searchDocuments();
  expect(documents.id.some((document) => document.body.includes('reference_id: order.id'))).toBe(
    true,
  );
});
