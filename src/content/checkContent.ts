// The build's check of the TypeScript content records against ./schema.ts, run in Node by
// config/prerender/prerender.mjs (so `npm run build` fails on a bad record) and by
// tests/unit/content/schema.test.ts. No page imports this module: zod stays out of the browser.
import { careerRoles } from './careers';
import { productDetails } from './productDetails';
import { productPlans } from './productPlans';
import { products } from './products';
import { productTeasers } from './productTeasers';
import {
  careerRolesSchema,
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
}
