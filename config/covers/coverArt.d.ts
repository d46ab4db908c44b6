// Types of coverArt.js (CommonJS, run by webpack and jest in Node).
export interface CoverSource {
  id: string;
  category: string;
  /** The Indonesian title: every language shares the cover. */
  title: string;
  /** A motif of src/content/blog/covers.ts; the category's when absent. */
  motif?: string;
}
export declare const WIDTH: number;
export declare const HEIGHT: number;
export declare const CATEGORY_STYLES: Record<string, { motif: string }>;
export declare function coverSvg(post: CoverSource): string;
export declare function postCover(post: CoverSource): { file: string; svg: string };
export declare function coverPng(svg: string): Buffer;
