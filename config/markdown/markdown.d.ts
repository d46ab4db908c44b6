// Types of markdown.js (CommonJS, run by webpack and jest in Node).
export declare class MarkdownError extends Error {
  file: string;
  constructor(file: string, message: string);
}
export declare function splitFrontMatter(
  source: string,
  file?: string,
): { attributes: Record<string, unknown>; body: string };
export declare function countWords(body: string): number;
export declare function readingMinutes(words: number): number;
/** An h2/h3 of a document: its id (the anchor), its text and its level. */
export interface MarkdownHeading {
  id: string;
  text: string;
  level: 2 | 3;
}
export declare function renderMarkdown(
  source: string,
  file: string,
): {
  attributes: Record<string, unknown>;
  html: string;
  headings: MarkdownHeading[];
  words: number;
};
export declare function fileLastChange(file: string): string | undefined;
export declare function slugify(text: string): string;
export declare function markdownModuleCode(
  source: string,
  file: string,
  options: { esm: boolean },
): string;
export declare const WORDS_PER_MINUTE: number;
