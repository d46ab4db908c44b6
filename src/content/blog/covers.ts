// The cover motifs a post may name in its front matter (`cover: waves`). The blog draws each
// as an SVG in the site's palette (src/features/blog/PostCover.tsx): no photos to license or
// download. The blog index (config/markdown/blogIndex.mjs) checks posts against this list.
export const COVER_MOTIFS = [
  'waves',
  'terminal',
  'receipt',
  'calendar',
  'signal',
  'bug',
  'people',
  'village',
  'code',
] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];
