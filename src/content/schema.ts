// The one schema of the site's content, written with zod: blog posts' front matter
// (src/content/blog/posts/README.md), team members, open roles and products. The types the pages
// use are inferred from it, and the build checks the content against it in Node: the blog index
// (config/markdown/blogIndex.mjs) checks every post's front matter, config/prerender/prerender.mjs
// the TypeScript records (./checkContent.ts). Pages import its types only (`import type`), so
// zod never reaches the browser (tests/unit/content/schema.test.ts keeps it that way).
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../lib/i18n';
import { BLOG_CATEGORIES } from '../lib/paths';
import { COVER_MOTIFS } from './blog/covers';
import { company } from './company';
import { BILLING_PERIODS, PRODUCT_CAPABILITIES } from './productPlans';

/** A value as an error message quotes it. */
const shown = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
};

/** A message for one kind of issue; the others keep the common wording (see `wording`). */
const when = (code: string, message: (input: unknown) => string) => (issue: z.core.$ZodRawIssue) =>
  (issue.code as string) === code ? message(issue.input) : undefined;

/** Lower-case words joined by "-": a URL segment. */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by "-"');
const text = z.string().trim().min(1, 'must be a non-empty text');
const paragraphs = z.array(text).min(1, 'must be a list of at least one text');
const isoDay = z.iso.date({
  error: when('invalid_format', (input) => `must be a day written YYYY-MM-DD; got ${shown(input)}`),
});

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour written #rrggbb');

/** One value per site language: `{ id, en }` (the type lib/useLanguage calls Localized). */
const localized = <T extends z.ZodType>(value: T) => z.record(z.enum(SUPPORTED_LANGUAGES), value);

/** An object whose fields are exactly these: a misspelt field is an error, not ignored. */
function fields<S extends z.ZodRawShape>(shape: S) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: when('unrecognized_keys', () => `is not a known field; the fields are ${known}`),
  });
}

/** A list of records whose `slug`s (their URL segments) are all different. */
function uniqueSlugs<T extends z.ZodType<{ slug: string }>>(record: T) {
  return z.array(record).superRefine((records, ctx) => {
    const seen = new Set<string>();
    records.forEach(({ slug: value }, index) => {
      if (seen.has(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          message: `"${value}" is used twice`,
        });
      }
      seen.add(value);
    });
  });
}

// Team members (./team.ts): /tentang/semua-tim and /detailteam/<slug>.
export const teamMemberSchema = fields({
  /** The URL segment: paths.teamMember(slug); also a post's `author`. */
  slug,
  name: text,
  role: localized(text),
  /** The town they work from. */
  location: text,
  /** Works fully remote from `location` (docs/content.md#facts); absent: at the studio in Bali. */
  remote: z.literal(true).optional(),
  /** The year they joined, not before the company was founded. */
  joined: z.int().min(company.foundedYear, `must be a year from ${company.foundedYear} on`),
  bio: localized(paragraphs),
  /** Technical names stay as they are; words that translate are localized. */
  skills: z.array(
    z.union([text, localized(text)], { error: 'must be a text or an { id, en } pair of texts' }),
  ),
  socials: z.array(
    fields({
      network: z.enum(['linkedin', 'github', 'instagram', 'website']),
      url: z.url({
        protocol: /^https$/,
        error: when(
          'invalid_format',
          (input) => `must be an https:// address; got ${shown(input)}`,
        ),
      }),
    }),
  ),
  /** The avatar's background, one of the palette's dark tones (white initials stay AA). */
  color: hexColor,
});
export const teamMembersSchema = uniqueSlugs(teamMemberSchema);
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamSocialNetwork = TeamMember['socials'][number]['network'];

/** Whole rupiah. */
const rupiah = z.number().int('must be whole rupiah').positive('must be more than 0');

// Open roles (./careers.ts): /tentang/karir and /karir/<slug>. An empty list is valid.
export const careerRoleSchema = fields({
  /** The URL segment: paths.career(slug). */
  slug,
  title: localized(text),
  team: localized(text),
  location: z.enum(['denpasar', 'remote', 'hybrid']),
  type: z.enum(['full-time', 'contract', 'internship']),
  /** When the role opened. */
  posted: isoDay,
  /** The last day applications are read (JobPosting `validThrough`); after `posted`. */
  closes: isoDay,
  /** Gross monthly pay in rupiah, shown on the role and in its JobPosting `baseSalary`. */
  salary: fields({ min: rupiah, max: rupiah }).refine(({ min, max }) => min <= max, {
    message: 'min must not be more than max',
  }),
  summary: localized(text),
  responsibilities: localized(paragraphs),
  requirements: localized(paragraphs),
  niceToHave: localized(paragraphs),
  /** Extra to the benefits every role has (careersPageContent.benefits). */
  benefits: localized(paragraphs).optional(),
}).refine(({ posted, closes }) => closes > posted, {
  message: 'must close after the day it was posted',
  path: ['closes'],
});
export const careerRolesSchema = uniqueSlugs(careerRoleSchema);
export type CareerRole = z.infer<typeof careerRoleSchema>;
export type WorkLocation = CareerRole['location'];
export type EmploymentType = CareerRole['type'];

// Products (./products.ts: the names every page's footer lists; ./productTeasers.ts: how the
// home page and a product page present them; ./productDetails.ts: the rest of /produk/<slug>;
// ./productPlans.ts: who each is for and its priced tiers, on /produk and /produk/<slug>).
export const productSchema = fields({
  /** The URL segment: paths.product(slug). */
  slug,
  /** A brand name, the same in every language. */
  name: text,
});
export const productsSchema = uniqueSlugs(productSchema);
export type Product = z.infer<typeof productSchema>;

/** A record for every product, keyed by exactly the products' slugs. */
const bySlug = <T extends z.ZodType>(record: T, productSlugs: readonly string[]) =>
  z.record(z.enum(productSlugs), record, {
    error: when(
      'unrecognized_keys',
      () => `is not a product's slug (src/content/products.ts): ${productSlugs.join(', ')}`,
    ),
  });

const svgMarkup = z.string().startsWith('<svg', 'must be SVG markup');
export const productTeaserSchema = fields({
  tagline: localized(text),
  summary: localized(text),
  /** Raw SVG markup from bootstrap-icons, for `<Icon svg={...} />`. */
  icon: svgMarkup.optional(),
});
export const productTeasersSchema = (productSlugs: readonly string[]) =>
  bySlug(productTeaserSchema, productSlugs);
export type ProductTeaser = z.infer<typeof productTeaserSchema>;

const titledText = fields({ title: text, text });
export const productDetailSchema = fields({
  /** Paragraphs: the problem it solves, in the customer's words. */
  problem: localized(paragraphs),
  features: localized(z.array(titledText).min(1, 'must be a list of at least one feature')),
  /** One bootstrap-icons SVG per feature, in the features' order; no two alike. */
  featureIcons: z.array(svgMarkup).refine((icons) => new Set(icons).size === icons.length, {
    message: 'must be a different icon for each feature',
  }),
  /** Illustrated screens the product page draws (src/features/products/ProductScreen.tsx). */
  screens: z.array(
    fields({
      kind: z.enum(['calendar', 'dashboard', 'phone', 'receipt', 'form']),
      caption: localized(text),
    }),
  ),
  audience: localized(paragraphs),
  faq: localized(
    z.array(fields({ question: text, answer: text })).min(1, 'must be a list of at least one'),
  ),
  cta: localized(titledText),
}).superRefine(({ features, featureIcons }, ctx) => {
  for (const [language, list] of Object.entries(features)) {
    if (list.length !== featureIcons.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['featureIcons'],
        message: `must be one icon per feature: ${featureIcons.length} icons, ${list.length} features in "${language}"`,
      });
    }
  }
});
export const productDetailsSchema = (productSlugs: readonly string[]) =>
  bySlug(productDetailSchema, productSlugs);
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Prose beside the prices must not restate one: prices live in the tiers only. */
const withoutPrice = text.refine((value) => !/Rp\s?\d/.test(value), {
  message: 'must not state a price (prices live in `tiers`)',
});
export const productTierSchema = fields({
  name: localized(text),
  /** Whole rupiah, before PPN (src/content/productPlans.ts says whether prices include it). */
  price: rupiah,
  per: z.enum(BILLING_PERIODS),
  /** What one price covers, e.g. "per properti"; omitted for a whole package. */
  unit: localized(text).optional(),
  includes: localized(paragraphs),
});
export const productPlanSchema = fields({
  /** Who it is for, in one line: the overview's and its comparison table's. */
  idealFor: localized(text),
  /** Cheapest recurring tier first; one-off tiers (set-up, devices) after. */
  tiers: z.array(productTierSchema).min(1, 'must be a list of at least one tier'),
  trialDays: z.int().positive().optional(),
  capabilities: z.array(z.enum(PRODUCT_CAPABILITIES)),
  /** A line beside the tiers: what is never charged, who to ask for a quote. */
  note: localized(withoutPrice),
});
export const productPlansSchema = (productSlugs: readonly string[]) =>
  bySlug(productPlanSchema, productSlugs);
export type ProductPlan = z.infer<typeof productPlanSchema>;
export type ProductTier = ProductPlan['tiers'][number];
export type ProductScreenKind = ProductDetail['screens'][number]['kind'];

// Clients (./clients.ts: Beranda's strip and testimonials) and case studies (./caseStudies.ts:
// the list and the cards; ./caseStudyDetails.ts: the rest of /studi-kasus/<slug>).
/** A month, `YYYY-MM`. */
const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM');

export const clientSchema = fields({
  /** Referred to by a case study's `client`. */
  slug,
  name: text,
  sector: localized(text),
  /** Town and regency, e.g. "Ubud, Gianyar". */
  place: text,
  /** The text mark shown in place of a logo: one to three capitals or digits. */
  mark: z.string().regex(/^[A-Z0-9]{1,3}$/, 'must be one to three capitals or digits'),
  /** The mark's background, one of the palette's dark tones (white text stays AA). */
  color: hexColor,
  /** What the client said, and who: shown on its case study and, when featured, on Beranda. */
  testimonial: fields({ quote: localized(text), person: text, role: localized(text) }).optional(),
});
export type Client = z.infer<typeof clientSchema>;
export type Testimonial = NonNullable<Client['testimonial']>;

/** The clients, each slug once. */
export const clientsSchema = uniqueSlugs(clientSchema);

export const caseStudySchema = (clientSlugs: readonly string[], productSlugs: readonly string[]) =>
  fields({
    /** The URL segment: paths.caseStudy(slug). */
    slug,
    /** A client's slug (./clients.ts); that client's testimonial is the case study's quote. */
    client: z.enum(clientSlugs),
    /** The product used, if any: a product's slug (./products.ts). */
    product: z.enum(productSlugs).optional(),
    title: localized(text),
    summary: localized(text),
    /** The day the case study was published. */
    published: isoDay,
    /** The day it last changed in substance, if after `published` (its Article's dateModified). */
    updated: isoDay.optional(),
  });
export const caseStudiesSchema = (
  clientSlugs: readonly string[],
  productSlugs: readonly string[],
) => uniqueSlugs(caseStudySchema(clientSlugs, productSlugs));
export type CaseStudy = z.infer<ReturnType<typeof caseStudySchema>>;

export const caseStudyDetailSchema = fields({
  problem: localized(paragraphs),
  /** What we built, in paragraphs. */
  built: localized(paragraphs),
  /** Results with numbers: a short value ("0", "31%") and what it measures. */
  results: localized(
    z.array(fields({ value: text, label: text })).min(1, 'must be a list of at least one result'),
  ),
  timeline: fields({
    start: isoMonth,
    /** The month it went live. */
    end: isoMonth,
    phases: localized(z.array(titledText).min(1, 'must be a list of at least one phase')),
  }).refine(({ start, end }) => end >= start, {
    message: 'must not end before it starts',
    path: ['end'],
  }),
  /** The technologies used, by their names. */
  stack: z.array(text).min(1, 'must be a list of at least one technology'),
});
/** A record for every case study, keyed by exactly the case studies' slugs. */
export const caseStudyDetailsSchema = (caseStudySlugs: readonly string[]) =>
  z.record(z.enum(caseStudySlugs), caseStudyDetailSchema, {
    error: when(
      'unrecognized_keys',
      () => `is not a case study's slug (src/content/caseStudies.ts): ${caseStudySlugs.join(', ')}`,
    ),
  });
export type CaseStudyDetail = z.infer<typeof caseStudyDetailSchema>;

/** A post's front matter (src/content/blog/posts/README.md); `authors`: the team's slugs. */
export function postFrontMatterSchema(authors: readonly string[]) {
  return fields({
    /** The URL segment: paths.blogPost(id); equal to the file name's first part. */
    id: slug,
    title: text,
    /** Publication day. */
    date: isoDay,
    category: z.enum(BLOG_CATEGORIES),
    /** A team member's slug (./team.ts). */
    author: z.enum(authors),
    summary: text,
    /** Optional: the motif on the generated cover; else the category's (config/covers/). */
    cover: z.enum(COVER_MOTIFS).optional(),
    tags: z.array(text).min(1, 'must be a list of at least one tag, e.g. [qris, android]'),
    /** The day this version last changed in substance (BlogPosting's dateModified); optional. */
    updated: isoDay.optional(),
  });
}
/** The facts every language version of a post shares; the English file may leave them out. */
export const SHARED_POST_FIELDS = ['date', 'category', 'author', 'cover'] as const;
export function postTranslationSchema(authors: readonly string[]) {
  const inherited = Object.fromEntries(SHARED_POST_FIELDS.map((field) => [field, true]));
  return postFrontMatterSchema(authors).partial(
    inherited as Record<(typeof SHARED_POST_FIELDS)[number], true>,
  );
}
export type PostFrontMatter = z.infer<ReturnType<typeof postFrontMatterSchema>>;

/** Content that breaks the schema: every problem on a line of its own, file and field named. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    problems: string[],
  ) {
    super(problems.map((problem) => `${file}: ${problem}`).join('\n'));
    this.name = 'ContentError';
  }
}

/** Where the checked value lives: its file, and how a field's path reads there. */
export interface ContentPlace {
  file: string;
  field: (path: PropertyKey[]) => string;
}

/** A TypeScript record list, e.g. `src/content/team.ts: teamMembers[2].slug`. */
export const inRecords = (file: string, name: string): ContentPlace => ({
  file,
  field: (path) => z.core.toDotPath([name, ...path]),
});

/** A Markdown file's front matter, e.g. `x.id.md: front matter "category"`. */
export const inFrontMatter = (file: string): ContentPlace => ({
  file,
  field: (path) => `front matter "${z.core.toDotPath(path)}"`,
});

/** The wording of the issues the schema leaves to zod's defaults. */
function wording(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.input === undefined || issue.input === null) return 'is missing';
  switch (issue.code) {
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}; got ${shown(issue.input)}`;
    case 'invalid_type':
      return `expected ${issue.expected}; got ${shown(issue.input)}`;
    case 'unrecognized_keys':
      return 'is not a known field';
    default:
      return undefined;
  }
}

/** `value` checked against `schema`; throws a ContentError naming the file and the fields. */
export function parseContent<S extends z.ZodType>(
  schema: S,
  value: unknown,
  place: ContentPlace,
): z.output<S> {
  const result = schema.safeParse(value, { error: wording });
  if (result.success) return result.data;
  const problems = result.error.issues.flatMap((issue) =>
    (issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => [...issue.path, key])
      : [issue.path]
    ).map((path) => `${place.field(path)}: ${issue.message}`),
  );
  throw new ContentError(place.file, problems);
}
