// webpack loader for src/lib/search/site.searchindex: builds both languages' search indexes
// (./searchIndex.mjs), emits them as build/static/search/<lang>.<hash>.json and becomes
// `export const searchIndexUrls = { id, en }`, their URLs. Only the search's own lazy chunk
// imports it.
import { buildSearchIndexes, indexFileName } from './searchIndex.mjs';

/**
 * @this {any}
 */
export default function searchIndexLoader() {
  const callback = this.async();
  buildSearchIndexes().then(({ indexes, files }) => {
    for (const file of files) this.addDependency(file);
    /** @type {Record<string, string>} */
    const urls = {};
    for (const language of /** @type {const} */ (['id', 'en'])) {
      const json = indexes[language];
      const name = indexFileName(language, json);
      // The prerenderer's Node bundle needs the URLs only; the files come from the browser build.
      if (this.target !== 'node') this.emitFile(name, json);
      urls[language] = `/${name}`;
    }
    callback(null, `export const searchIndexUrls = ${JSON.stringify(urls)};\n`);
  }, callback);
}
