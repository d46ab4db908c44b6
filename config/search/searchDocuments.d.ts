// Types of searchDocuments.js (CommonJS, run by webpack and jest in Node).
import type { SearchDocument } from '../../src/lib/search/searchDatabase';

export declare function searchDocuments(): {
  documents: Record<'id' | 'en', SearchDocument[]>;
  files: string[];
};
export declare function copyText(value: unknown, language: 'id' | 'en'): string;
export declare function htmlText(html: string): string;
