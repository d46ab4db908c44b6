// The build's check of the TypeScript content records against ./schema.ts, run in Node by
// config/prerender/prerender.mjs (so `npm run build` fails on a bad record) and by
// tests/unit/content/schema.test.ts. No page imports this module: zod stays out of the browser.
import { careerRoles } from './careers';
import { caseStudies } from './caseStudies';
import { caseStudyDetails } from './caseStudyDetails';
import { clients, featuredTestimonials } from './clients';
import { productDetails } from './productDetails';
import { productPlans } from './productPlans';
import { products } from './products';
import { productTeasers } from './productTeasers';
import {
  careerRolesSchema,
  caseStudiesSchema,
  caseStudyDetailsSchema,
  clientsSchema,
  ContentError,
  inRecords,
  parseContent,
  productDetailsSchema,
  productPlansSchema,
  productsSchema,
  productTeasersSchema,
  teamMembersSchema,
} from './schema';
import { teamMembers } from './team';

/** The records checked; a test passes broken copies. */
export interface ContentRecords {
  teamMembers: unknown;
  careerRoles: unknown;
  products: unknown;
  productTeasers: unknown;
  productDetails: unknown;
  clients: unknown;
  featuredTestimonials: readonly { client: string; caseStudy: string }[];
  caseStudies: unknown;
  caseStudyDetails: unknown;
  productPlans: unknown;
}

/** Throws a ContentError naming the file and the field of the first list that breaks its schema. */
export function checkContentRecords(
  records: ContentRecords = {
    teamMembers,
    careerRoles,
    products,
    productTeasers,
    productDetails,
    clients,
    featuredTestimonials,
    caseStudies,
    caseStudyDetails,
    productPlans,
  },
): void {
  parseContent(
    teamMembersSchema,
    records.teamMembers,
    inRecords('src/content/team.ts', 'teamMembers'),
  );
  parseContent(
    careerRolesSchema,
    records.careerRoles,
    inRecords('src/content/careers.ts', 'careerRoles'),
  );
  const checkedProducts = parseContent(
    productsSchema,
    records.products,
    inRecords('src/content/products.ts', 'products'),
  );
  const productSlugs = checkedProducts.map((product) => product.slug);
  parseContent(
    productTeasersSchema(productSlugs),
    records.productTeasers,
    inRecords('src/content/productTeasers.ts', 'productTeasers'),
  );
  parseContent(
    productDetailsSchema(productSlugs),
    records.productDetails,
    inRecords('src/content/productDetails.ts', 'productDetails'),
  );
  parseContent(
    productPlansSchema(productSlugs),
    records.productPlans,
    inRecords('src/content/productPlans.ts', 'productPlans'),
  );
  checkCaseStudies(records, productSlugs);
}

/** Clients, case studies and their pages; a case study quotes its client's testimonial. */
function checkCaseStudies(records: ContentRecords, productSlugs: string[]): void {
  const checkedClients = parseContent(
    clientsSchema,
    records.clients,
    inRecords('src/content/clients.ts', 'clients'),
  );
  const checkedCaseStudies = parseContent(
    caseStudiesSchema(
      checkedClients.map((client) => client.slug),
      productSlugs,
    ),
    records.caseStudies,
    inRecords('src/content/caseStudies.ts', 'caseStudies'),
  );
  parseContent(
    caseStudyDetailsSchema(checkedCaseStudies.map((caseStudy) => caseStudy.slug)),
    records.caseStudyDetails,
    inRecords('src/content/caseStudyDetails.ts', 'caseStudyDetails'),
  );
  const quoted = new Set(
    checkedClients.filter((client) => client.testimonial).map((client) => client.slug),
  );
  const clientOf = new Map(
    checkedCaseStudies.map((caseStudy) => [caseStudy.slug, caseStudy.client]),
  );
  const problems = [
    ...checkedCaseStudies
      .filter((caseStudy) => !quoted.has(caseStudy.client))
      .map(
        (caseStudy) =>
          `caseStudies: "${caseStudy.slug}": its client "${caseStudy.client}" has no testimonial in src/content/clients.ts`,
      ),
    ...(records.featuredTestimonials.length < 2 || records.featuredTestimonials.length > 3
      ? ['featuredTestimonials: must name two or three clients']
      : []),
    ...records.featuredTestimonials
      .filter(({ client }) => !quoted.has(client))
      .map(({ client }) => `featuredTestimonials: "${client}" is not a client with a testimonial`),
    ...records.featuredTestimonials
      .filter(({ client, caseStudy }) => clientOf.get(caseStudy) !== client)
      .map(
        ({ client, caseStudy }) =>
          `featuredTestimonials: "${caseStudy}" is not a case study of "${client}"`,
      ),
  ];
  if (problems.length > 0) throw new ContentError('src/content/clients.ts', problems);
}
