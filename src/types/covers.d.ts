/**
 * The case studies' generated share images (config/covers/caseStudyCoversLoader.mjs): each
 * case study's 1200×630 PNG, a site path, by slug.
 */
declare module '*.covers' {
  export const caseStudyShareImages: Record<string, string>;
}
