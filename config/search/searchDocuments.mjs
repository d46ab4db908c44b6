// The documents of the site search (docs/search.md), read at build time from the same content
// the pages render: every post (front matter and body text), every open role, every product,
// every case study, each help answer and the company pages, once per language. A post without
// an English version is in the Indonesian index only. To add a page type, add a function below and list it in
// searchDocuments().
import fs from 'node:fs';
import path from 'node:path';
import { buildBlogIndex, loadBlogContext } from '../markdown/blogIndex.mjs';
import { renderMarkdown } from '../markdown/markdown.mjs';
import { loadTs } from '../markdown/requireTs.mjs';

/** @typedef {import('../../src/lib/search/searchDatabase').SearchDocument} SearchDocument */
/** @typedef {Record<string, any> & { files: string[] }} Content */

const root = path.resolve(import.meta.dirname, '../..');
const postsDir = path.join(root, 'src/content/blog/posts');

/**
 * Markup → plain text, entities decoded: what a reader sees of a post's body, without the
 * reading tools' labels (a code block's language and copy button, a heading's `#` anchor).
 * @param {string} html
 */
function htmlText(html) {
  return (
    html
      .replace(/<div class="code-frame-bar">.*?<\/div>/gs, ' ')
      .replace(/<a class="heading-anchor"[^>]*>.*?<\/a>/gs, ' ')
      // Highlighting spans split no words: `order.id`, not `order. id`.
      .replace(/<\/?span[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Keys whose strings are markup or addresses, never copy a reader searches. */
const NOT_COPY = new Set(['icon', 'featureIcons', 'href', 'slug', 'id', 'value', 'mapsLink']);

/**
 * Every string of a content record in `language`, joined: a `{ id, en }` pair gives its
 * `language` side, arrays and objects are walked, icons and addresses skipped.
 * @param {unknown} value
 * @param {'id' | 'en'} language
 * @returns {string}
 */
function copyText(value, language) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => copyText(item, language)).join(' ');
  if (!value || typeof value !== 'object') return '';
  if ('id' in value && 'en' in value && Object.keys(value).length === 2) {
    return copyText(value[language], language);
  }
  return Object.entries(value)
    .filter(([key]) => !NOT_COPY.has(key))
    .map(([, item]) => copyText(item, language))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The content modules the documents are read from (TypeScript loaded at build time: untyped
 * here), the translations, and every file read.
 * @returns {Content}
 */
function loadContent() {
  /** @type {Record<string, any>} */
  const modules = {};
  const files = new Set();
  const load = (/** @type {string} */ name, /** @type {string} */ file) => {
    const loaded = loadTs(path.join(root, file));
    modules[name] = loaded.exports;
    for (const dependency of loaded.files) files.add(dependency);
  };
  load('paths', 'src/lib/paths.ts');
  load('languagePaths', 'src/lib/languagePaths.ts');
  load('careers', 'src/content/careers.ts');
  load('products', 'src/content/products.ts');
  load('teasers', 'src/content/productTeasers.ts');
  load('details', 'src/content/productDetails.ts');
  load('caseStudies', 'src/content/caseStudies.ts');
  load('caseStudyDetails', 'src/content/caseStudyDetails.ts');
  load('clients', 'src/content/clients.ts');
  load('help', 'src/content/company/help.ts');
  load('about', 'src/content/company/about.ts');
  load('privacy', 'src/content/company/securityPrivacy.ts');
  load('certifications', 'src/content/company/certifications.ts');
  /** @type {Record<string, unknown>} */
  const translations = {};
  for (const language of ['id', 'en']) {
    const file = path.join(root, 'public/locales', language, 'translation.json');
    translations[language] = JSON.parse(fs.readFileSync(file, 'utf8'));
    files.add(file);
  }
  return { ...modules, translations, files: [...files] };
}

const page = (
  /** @type {{ id: any; title: any; summary?: any; body: any; section: any; date?: any; tags?: any[]; }} */ fields,
) => ({ summary: '', tags: [], date: '', post: false, ...fields });

/**
 * @param {'id' | 'en'} language
 * @param {Content} content
 * @param {import('../markdown/blogIndex.mjs').IndexedPost[]} posts
 */
function postDocuments(language, content, posts) {
  const { paths } = content.paths;
  const labels = content.translations[language].blogCategory;
  return posts.flatMap((post) => {
    const version = post.versions[language];
    const file = post.files[language];
    if (!version || !file) return [];
    const source = fs.readFileSync(path.join(postsDir, file), 'utf8');
    return {
      id: content.languagePaths.localizePath(paths.blogPost(post.id), language),
      title: version.title,
      summary: version.summary,
      body: htmlText(renderMarkdown(source, file).html),
      tags: [...version.tags, labels[post.category]],
      section: labels[post.category],
      date: post.date,
      post: true,
    };
  });
}

/**
 * @param {'id' | 'en'} language
 * @param {Content} content
 */
function careerDocuments(language, content) {
  const { paths } = content.paths;
  return content.careers.careerRoles.map(
    (
      /** @type {{ [x: string]: any; slug?: any; posted?: any; title?: any; summary?: any; }} */ role,
    ) => {
      const { title, summary, ...rest } = role;
      return page({
        id: content.languagePaths.localizePath(paths.career(role.slug), language),
        title: title[language],
        summary: summary[language],
        body: copyText(rest, language),
        section: content.translations[language].nav.careers,
        date: role.posted,
      });
    },
  );
}

/**
 * @param {'id' | 'en'} language
 * @param {Content} content
 */
function productDocuments(language, content) {
  const { paths } = content.paths;
  return content.products.products.map(
    (/** @type {{ slug: string | number; name: any; }} */ product) => {
      const teaser = content.teasers.productTeasers[product.slug];
      return page({
        id: content.languagePaths.localizePath(paths.product(product.slug), language),
        title: product.name,
        summary: teaser.tagline[language],
        body: copyText([teaser.summary, content.details.productDetails[product.slug]], language),
        section: language === 'id' ? 'Produk' : 'Product',
      });
    },
  );
}

/**
 * Each case study: its client, the story and the client's words.
 * @param {'id' | 'en'} language
 * @param {Content} content
 */
function caseStudyDocuments(language, content) {
  const { paths } = content.paths;
  return content.caseStudies.caseStudies.map(
    (
      /** @type {{ client: any; slug: string | number; title: { [x: string]: any; }; summary: { [x: string]: any; }; published: any; }} */ caseStudy,
    ) => {
      const client = content.clients.findClient(caseStudy.client);
      return page({
        id: content.languagePaths.localizePath(paths.caseStudy(caseStudy.slug), language),
        title: caseStudy.title[language],
        summary: caseStudy.summary[language],
        body: copyText(
          [
            client.name,
            client.sector,
            client.place,
            content.caseStudyDetails.caseStudyDetails[caseStudy.slug],
            client.testimonial,
          ],
          language,
        ),
        tags: [client.name],
        section: content.translations[language].nav.caseStudies,
        date: caseStudy.published,
      });
    },
  );
}

/**
 * One document per answer, at the answer's anchor.
 * @param {'id' | 'en'} language
 * @param {Content} content
 */
function helpDocuments(language, content) {
  const { paths } = content.paths;
  const url = content.languagePaths.localizePath(paths.company.help, language);
  return content.help.helpContent[language].topics.flatMap(
    (/** @type {{ questions: any[]; title: any; }} */ topic) =>
      topic.questions.map((/** @type {{ id: any; question: any; answer: any; }} */ question) =>
        page({
          id: `${url}#${question.id}`,
          title: question.question,
          body: copyText(question.answer, language),
          tags: [topic.title],
          section: content.translations[language].nav.help,
        }),
      ),
  );
}

/**
 * @param {'id' | 'en'} language
 * @param {Content} content
 */
function companyDocuments(language, content) {
  const { paths } = content.paths;
  const nav = content.translations[language].nav;
  const about = content.about.aboutContent[language];
  const pages = [
    [paths.company.about, about.meta.title, about.meta.description, about],
    [
      paths.company.securityPrivacy,
      nav.securityPrivacy,
      content.privacy.securityPrivacyContent[language].meta.description,
      content.privacy.securityPrivacyContent[language],
    ],
    [
      paths.company.certifications,
      nav.certifications,
      content.certifications.certificationsContent[language].meta.description,
      content.certifications.certificationsContent[language],
    ],
  ];
  return pages.map(([to, title, summary, copy]) =>
    page({
      id: content.languagePaths.localizePath(to, language),
      title,
      summary,
      body: copyText(copy, language),
      section: nav.company,
    }),
  );
}

/**
 * The documents of both languages' indexes, and every file they were read from.
 * @returns {{ documents: Record<'id' | 'en', SearchDocument[]>; files: string[] }}
 */
function searchDocuments() {
  const context = loadBlogContext();
  const { posts, files } = buildBlogIndex(postsDir, context);
  const content = loadContent();
  const documents = /** @type {Record<'id' | 'en', SearchDocument[]>} */ (
    Object.fromEntries(
      /** @type {const} */ (['id', 'en']).map((language) => [
        language,
        [
          ...postDocuments(language, content, posts),
          ...careerDocuments(language, content),
          ...productDocuments(language, content),
          ...caseStudyDocuments(language, content),
          ...helpDocuments(language, content),
          ...companyDocuments(language, content),
        ],
      ]),
    )
  );
  return { documents, files: [...files, ...context.files, ...content.files] };
}

export { searchDocuments, copyText, htmlText };
