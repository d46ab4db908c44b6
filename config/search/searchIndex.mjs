// Builds the site search's indexes at build time (docs/search.md): the documents of
// ./searchDocuments.mjs inserted into the Orama database of src/lib/search/searchDatabase.ts (the
// one the browser loads them into), saved as JSON, one file per language.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { insertMultiple, save } from '@orama/orama';
import { loadTs } from '../markdown/requireTs.mjs';
import { searchDocuments } from './searchDocuments.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `{ id: json, en: json }`, the saved databases, and every file they were built from.
 * @returns {Promise<{ indexes: Record<'id' | 'en', string>; files: string[] }>}
 */
async function buildSearchIndexes() {
  const database = loadTs(path.join(root, 'src/lib/search/searchDatabase.ts'));
  const { documents, files } = searchDocuments();
  const indexes = /** @type {Record<'id' | 'en', string>} */ ({});
  for (const language of /** @type {const} */ (['id', 'en'])) {
    const docs = documents[language];
    const db = database.exports.createSearchDatabase(language);
    await insertMultiple(db, docs);
    indexes[language] = JSON.stringify(save(db));
  }
  return { indexes, files: [...files, ...database.files] };
}

/**
 * The file name of a language's index: its content hash makes it cacheable for a year.
 * @param {'id' | 'en'} language
 * @param {string} json
 */
function indexFileName(language, json) {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  return `static/search/${language}.${hash}.json`;
}

export { buildSearchIndexes, indexFileName };
