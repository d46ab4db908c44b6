// The content schema (src/content/schema.ts): the site's real records pass, a broken one is
// rejected with the file and the field named, and zod never reaches the browser's code.
// Front matter has its own cases in ./blogIndexBuild.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { careerRoles } from '../../../src/content/careers';
import { caseStudies } from '../../../src/content/caseStudies';
import { caseStudyDetails } from '../../../src/content/caseStudyDetails';
import { clients, featuredTestimonials } from '../../../src/content/clients';
import { checkContentRecords } from '../../../src/content/checkContent';
import { productDetails } from '../../../src/content/productDetails';
import { productPlans } from '../../../src/content/productPlans';
import { products } from '../../../src/content/products';
import { productTeasers } from '../../../src/content/productTeasers';
import type {
  CareerRole,
  CaseStudy,
  CaseStudyDetail,
  Client,
  Product,
  ProductDetail,
  ProductPlan,
  ProductTeaser,
  TeamMember,
} from '../../../src/content/schema';
import { teamMembers } from '../../../src/content/team';

interface Records {
  teamMembers: TeamMember[];
  careerRoles: CareerRole[];
  products: Product[];
  productTeasers: Record<string, ProductTeaser>;
  productDetails: Record<string, ProductDetail>;
  clients: Client[];
  featuredTestimonials: { client: string; caseStudy: string }[];
  caseStudies: CaseStudy[];
  caseStudyDetails: Record<string, CaseStudyDetail>;
  productPlans: Record<string, ProductPlan>;
}

/** The real records, changed by `breakIt`, then checked. */
const checkBroken = (breakIt: (records: Records) => void) => () => {
  const records = structuredClone({
    teamMembers,
    careerRoles,
    products,
    productTeasers,
    productDetails,
    clients,
    featuredTestimonials: featuredTestimonials.map((featured) => ({ ...featured })),
    caseStudies,
    caseStudyDetails,
    productPlans,
  });
  breakIt(records);
  checkContentRecords(records);
};

describe('checkContentRecords', () => {
  it('passes the site’s real team, roles and products', () => {
    expect(() => checkContentRecords()).not.toThrow();
  });

  it.each([
    [
      'a team member without a name',
      (r: Records) => delete (r.teamMembers[2] as Partial<TeamMember>).name,
      /^src\/content\/team\.ts: teamMembers\[2\]\.name: is missing$/,
    ],
    [
      'a team member slug with spaces',
      (r: Records) => Object.assign(r.teamMembers[1]!, { slug: 'Sari Dewi' }),
      /^src\/content\/team\.ts: teamMembers\[1\]\.slug: must be lower-case words joined by "-"$/,
    ],
    [
      'a colour that is not #rrggbb',
      (r: Records) => Object.assign(r.teamMembers[0]!, { color: 'teal' }),
      /^src\/content\/team\.ts: teamMembers\[0\]\.color: must be a colour written #rrggbb$/,
    ],
    [
      'a bio without its English version',
      (r: Records) => delete (r.teamMembers[3]!.bio as Partial<TeamMember['bio']>).en,
      /^src\/content\/team\.ts: teamMembers\[3\]\.bio\.en: is missing$/,
    ],
    [
      'a social link over http',
      (r: Records) => Object.assign(r.teamMembers[0]!.socials[0]!, { url: 'http://example.com' }),
      /teamMembers\[0\]\.socials\[0\]\.url: must be an https:\/\/ address; got "http:\/\/example\.com"/,
    ],
    [
      'two team members with one slug',
      (r: Records) => Object.assign(r.teamMembers[4]!, { slug: r.teamMembers[0]!.slug }),
      /^src\/content\/team\.ts: teamMembers\[4\]\.slug: "made-wirawan" is used twice$/,
    ],
    [
      'a misspelt field',
      (r: Records) => Object.assign(r.teamMembers[0]!, { colour: '#000000' }),
      /teamMembers\[0\]\.colour: is not a known field; the fields are slug, name, role/,
    ],
    [
      'a role with an unknown location',
      (r: Records) => Object.assign(r.careerRoles[0]!, { location: 'bali' }),
      /^src\/content\/careers\.ts: careerRoles\[0\]\.location: expected one of denpasar, remote, hybrid; got "bali"$/,
    ],
    [
      'a role posted on an impossible day',
      (r: Records) => Object.assign(r.careerRoles[1]!, { posted: '2026-13-01' }),
      /^src\/content\/careers\.ts: careerRoles\[1\]\.posted: must be a day written YYYY-MM-DD; got "2026-13-01"$/,
    ],
    [
      'a role without requirements in Indonesian',
      (r: Records) => Object.assign(r.careerRoles[2]!.requirements, { id: [] }),
      /^src\/content\/careers\.ts: careerRoles\[2\]\.requirements\.id: must be a list of at least one text$/,
    ],
    [
      'a role that closes before it opened',
      (r: Records) => Object.assign(r.careerRoles[0]!, { closes: '2026-10-01' }),
      /^src\/content\/careers\.ts: careerRoles\[0\]\.closes: must close after the day it was posted$/,
    ],
    [
      'a salary range upside down',
      (r: Records) => Object.assign(r.careerRoles[1]!.salary, { min: 20_000_000 }),
      /^src\/content\/careers\.ts: careerRoles\[1\]\.salary: min must not be more than max$/,
    ],
    [
      'a salary in fractions of a rupiah',
      (r: Records) => Object.assign(r.careerRoles[3]!.salary, { max: 7_500_000.5 }),
      /^src\/content\/careers\.ts: careerRoles\[3\]\.salary\.max: must be whole rupiah/,
    ],
    [
      'a product without a tagline',
      (r: Records) => delete (r.productTeasers['kasir-warung'] as Partial<ProductTeaser>).tagline,
      /^src\/content\/productTeasers\.ts: productTeasers\["kasir-warung"\]\.tagline: is missing$/,
    ],
    [
      'a product without a teaser',
      (r: Records) => delete r.productTeasers['desa-digital'],
      /^src\/content\/productTeasers\.ts: productTeasers\["desa-digital"\]: is missing$/,
    ],
    [
      'a product page for no product',
      (r: Records) =>
        Object.assign(r.productDetails, { 'kasir-kopi': r.productDetails['kasir-warung'] }),
      /^src\/content\/productDetails\.ts: productDetails\["kasir-kopi"\]: is not a product's slug \(src\/content\/products\.ts\): villa-reservasi, kasir-warung, desa-digital$/,
    ],
    [
      'a product without its page',
      (r: Records) => delete r.productDetails['desa-digital'],
      /^src\/content\/productDetails\.ts: productDetails\["desa-digital"\]: is missing$/,
    ],
    [
      'a product screen of an unknown kind',
      (r: Records) =>
        Object.assign(r.productDetails['villa-reservasi']!.screens[0]!, { kind: 'map' }),
      /productDetails\["villa-reservasi"\]\.screens\[0\]\.kind: expected one of calendar, dashboard/,
    ],
    [
      'a client mark in lower case',
      (r: Records) => Object.assign(r.clients[0]!, { mark: 'us' }),
      /^src\/content\/clients\.ts: clients\[0\]\.mark: must be one to three capitals or digits$/,
    ],
    [
      'a case study of an unknown client',
      (r: Records) => Object.assign(r.caseStudies[1]!, { client: 'villa-lain' }),
      /^src\/content\/caseStudies\.ts: caseStudies\[1\]\.client: expected one of umah-sawah-villas, /,
    ],
    [
      'a case study of an unknown product',
      (r: Records) => Object.assign(r.caseStudies[0]!, { product: 'kasir-kopi' }),
      /^src\/content\/caseStudies\.ts: caseStudies\[0\]\.product: expected one of villa-reservasi, kasir-warung, desa-digital; got "kasir-kopi"$/,
    ],
    [
      'a case study without its page',
      (r: Records) => delete r.caseStudyDetails['kasir-kopi-tepi-danau'],
      /^src\/content\/caseStudyDetails\.ts: caseStudyDetails\["kasir-kopi-tepi-danau"\]: is missing$/,
    ],
    [
      'a case study without results in English',
      (r: Records) =>
        Object.assign(r.caseStudyDetails['reservasi-umah-sawah-villas']!.results, { en: [] }),
      /caseStudyDetails\["reservasi-umah-sawah-villas"\]\.results\.en: must be a list of at least one result$/,
    ],
    [
      'a timeline that ends before it starts',
      (r: Records) =>
        Object.assign(r.caseStudyDetails['desa-tegal-asri-layanan-surat']!.timeline, {
          end: '2024-12',
        }),
      /caseStudyDetails\["desa-tegal-asri-layanan-surat"\]\.timeline\.end: must not end before it starts$/,
    ],
    [
      'a case study whose client has no quote',
      (r: Records) => delete r.clients[3]!.testimonial,
      /^src\/content\/clients\.ts: caseStudies: "kasir-kopi-tepi-danau": its client "kopi-tepi-danau" has no testimonial/,
    ],
    [
      'a featured testimonial of a client without a quote',
      (r: Records) =>
        r.featuredTestimonials.push({
          client: 'klinik-sari-husada',
          caseStudy: 'kasir-kopi-tepi-danau',
        }),
      /featuredTestimonials: "klinik-sari-husada" is not a client with a testimonial/,
    ],
    [
      'a featured testimonial linking another client’s case study',
      (r: Records) =>
        Object.assign(r.featuredTestimonials[1]!, { caseStudy: 'kasir-kopi-tepi-danau' }),
      /featuredTestimonials: "kasir-kopi-tepi-danau" is not a case study of "koperasi-mertha-sedana"/,
    ],
    [
      'a single featured testimonial',
      (r: Records) => r.featuredTestimonials.splice(1),
      /featuredTestimonials: must name two or three clients/,
    ],
    [
      'a feature icon used twice',
      (r: Records) => {
        const icons = r.productDetails['kasir-warung']!.featureIcons;
        icons[1] = icons[0]!;
      },
      /productDetails\["kasir-warung"\]\.featureIcons: must be a different icon for each feature$/,
    ],
    [
      'a feature without its icon',
      (r: Records) => r.productDetails['desa-digital']!.featureIcons.pop(),
      /productDetails\["desa-digital"\]\.featureIcons: must be one icon per feature: 3 icons, 4 features in "id"$/m,
    ],
    [
      'a product without its FAQ in English',
      (r: Records) => Object.assign(r.productDetails['villa-reservasi']!.faq, { en: [] }),
      /productDetails\["villa-reservasi"\]\.faq\.en: must be a list of at least one$/,
    ],
    [
      'a product without its plan',
      (r: Records) => delete r.productPlans['kasir-warung'],
      /^src\/content\/productPlans\.ts: productPlans\["kasir-warung"\]: is missing$/,
    ],
    [
      'a price in fractions of a rupiah',
      (r: Records) => Object.assign(r.productPlans['kasir-warung']!.tiers[0]!, { price: 99_000.5 }),
      /^src\/content\/productPlans\.ts: productPlans\["kasir-warung"\]\.tiers\[0\]\.price: must be whole rupiah/,
    ],
    [
      'a tier billed per week',
      (r: Records) => Object.assign(r.productPlans['desa-digital']!.tiers[0]!, { per: 'week' }),
      /productPlans\["desa-digital"\]\.tiers\[0\]\.per: expected one of month, year, once; got "week"$/,
    ],
    [
      'a plan note restating a price',
      (r: Records) =>
        Object.assign(r.productPlans['villa-reservasi']!.note, {
          id: 'Mulai Rp250.000 per bulan.',
        }),
      /productPlans\["villa-reservasi"\]\.note\.id: must not state a price \(prices live in `tiers`\)$/,
    ],
    [
      'a product with no tiers',
      (r: Records) => Object.assign(r.productPlans['villa-reservasi']!, { tiers: [] }),
      /productPlans\["villa-reservasi"\]\.tiers: must be a list of at least one tier$/,
    ],
  ])('rejects %s, naming the file and the field', (_what, breakIt, message) => {
    expect(checkBroken(breakIt)).toThrow(message);
  });
});

describe('zod stays out of the browser', () => {
  const srcDir = path.resolve(__dirname, '../../../src');
  const sources = (fs.readdirSync(srcDir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({
      file: file.split(path.sep).join('/'),
      text: fs.readFileSync(path.join(srcDir, file), 'utf8'),
    }));
  const importsOf = (text: string, module: RegExp) =>
    [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)].filter(([, , from]) =>
      module.test(from ?? ''),
    );

  it('only content/schema.ts imports zod', () => {
    const importers = sources.filter(({ text }) => importsOf(text, /^zod(\/|$)/).length > 0);
    expect(importers.map(({ file }) => file)).toEqual(['content/schema.ts']);
  });

  it('pages import the schema’s types only; only content/checkContent.ts runs it', () => {
    const valueImports = sources
      .filter(({ file }) => file !== 'content/checkContent.ts')
      .flatMap(({ file, text }) =>
        importsOf(text, /(^|\/)(schema|checkContent)$/)
          .filter(([, typeOnly]) => !typeOnly)
          .map(([statement]) => `${file}: ${statement}`),
      );
    expect(valueImports).toEqual([]);
  });
});
