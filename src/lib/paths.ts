// Every path of the site and the builders for its dynamic ones (docs/product.md#routes-and-navigation). Links use these,
// never string literals, so a renamed route is one edit. The route table in app/routes.tsx
// maps them to pages; a builder's route pattern (`…Pattern`, react-router's `:param`) sits
// beside it.

export const BLOG_CATEGORIES = [
  'install',
  'tutorial',
  'source-code',
  'troubleshoot',
  'berita-umum',
  'acara',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const DOCS_PAGES = [
  'introduction',
  'quick-start',
  'customization',
  'routing',
  'code-spliting',
  'change-log',
  'colors',
  'typography',
  'bootstrap',
  'custom',
  'plugins',
  'navbars',
  'heros',
] as const;

export const LANDING_DEMOS = [
  'app',
  'saas',
  'saas2',
  'startup',
  'software',
  'agency',
  'coworking',
  'crypto',
  'marketing',
  'portfolio',
] as const;

export const TEMPLATE_PAGES = [
  'blog',
  'blog/post',
  'company',
  'contact',
  'career',
  'pricing',
  'portfolio/grid',
  'portfolio/masonry',
  'portfolio/item',
  'help',
] as const;

export const paths = {
  root: '/',
  /** The not-found page's catch-all pattern. */
  notFound: '*',
  home: '/home',
  company: {
    about: '/tentang',
    team: '/tentang/semua-tim',
    careers: '/tentang/karir',
    help: '/tentang/bantuan',
    securityPrivacy: '/tentang/keamanan-privasi',
    certifications: '/tentang/sertifikasi',
  },
  contact: '/kontak',
  blog: '/blog',
  blogCategory: (category: BlogCategory) => `/blog/${category}`,
  blogPost: (id: string) => `/blog/${encodeURIComponent(id)}`,
  blogPostPattern: '/blog/:id',
  /** A tag's page; `slug` is the tag as a URL segment (tagSlug in content/blog/postMeta.ts). */
  blogTag: (slug: string) => `/blog/tag/${encodeURIComponent(slug)}`,
  /** Without a tag, /blog/tag sends the visitor to the blog (a tag page's parent) in the app. */
  blogTagPattern: '/blog/tag/:tag?',
  career: (slug: string) => `/karir/${encodeURIComponent(slug)}`,
  careerPattern: '/karir/:slug',
  /** Every product side by side: who it is for, a comparison, the pricing tiers. */
  products: '/produk',
  product: (slug: string) => `/produk/${encodeURIComponent(slug)}`,
  productPattern: '/produk/:slug',
  caseStudies: '/studi-kasus',
  caseStudy: (slug: string) => `/studi-kasus/${encodeURIComponent(slug)}`,
  caseStudyPattern: '/studi-kasus/:slug',
  teamMember: (slug: string) => `/detailteam/${encodeURIComponent(slug)}`,
  teamMemberPattern: '/detailteam/:slug',
  auth: {
    login: '/auth/login',
    forgetPassword: '/auth/forget-password',
    confirm: '/auth/confirm',
    logout: '/auth/logout',
  },
  account: {
    dashboard: '/pages/account/dashboard',
    settings: '/pages/account/settings',
    applications: '/pages/account/lamaran',
  },
  docs: (page: (typeof DOCS_PAGES)[number]) => `/docs/${page}`,
  landing: (demo: (typeof LANDING_DEMOS)[number]) => `/landing/${demo}`,
  templatePage: (page: (typeof TEMPLATE_PAGES)[number]) => `/pages/${page}`,
} as const;

/**
 * docs/product.md#routes-and-navigation: the Perusahaan, Blog and Produk menus and the Studi Kasus
 * link are highlighted when the path contains these.
 */
export const COMPANY_SECTION_MARKER = '/tentang';
export const BLOG_SECTION_MARKER = '/blog';
export const PRODUCTS_SECTION_MARKER = '/produk';
export const CASE_STUDIES_SECTION_MARKER = '/studi-kasus';

/** The blog's search: `/blog?q=…` (the header's and the not-found page's forms, the blog's own). */
export const SEARCH_QUERY = 'q';

/** /kontak's query parameters that choose the product and the intent (docs/product.md#the-contact-form). */
export const CONTACT_QUERY = { product: 'produk', intent: 'keperluan' } as const;

/** Section anchors other pages link to, one per section for both languages (docs/content.md). */
export const anchors = {
  /** /tentang's section on how a project runs. */
  howWeWork: 'cara-kami-bekerja',
} as const;
