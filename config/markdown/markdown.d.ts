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
export declare function renderMarkdown(
  source: string,
  file: string,
): { attributes: Record<string, unknown>; html: string; words: number };
export declare function markdownModuleCode(
  source: string,
  file: string,
  options: { esm: boolean },
): string;
export declare const WORDS_PER_MINUTE: number;
