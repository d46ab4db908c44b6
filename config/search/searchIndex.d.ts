// Types of searchIndex.js (CommonJS, run by webpack and jest in Node).
export declare function buildSearchIndexes(): Promise<{
  indexes: Record<'id' | 'en', string>;
  files: string[];
}>;
export declare function indexFileName(language: 'id' | 'en', json: string): string;
