// Jest's stand-in for src/lib/search/site.searchindex (built by webpack): tests fetch these
// URLs through a mocked fetch, or build the real index with config/search/searchIndex.mjs.
export const searchIndexUrls = {
  id: '/static/search/id.test.json',
  en: '/static/search/en.test.json',
};
