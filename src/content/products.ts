// The products Segara Digital sells: their names and URL segments, which the footer of every
// page lists. How the home page and a product page present them lives in ./productTeasers.ts,
// the rest of /produk/<slug> in ./productDetails.ts: each loads only with the pages showing it,
// not with every page's first load. The fields and their rules: productSchema in ./schema.ts.
import type { Product } from './schema';

export const products: Product[] = [
  { slug: 'villa-reservasi', name: 'Segara Reservasi' },
  { slug: 'kasir-warung', name: 'Segara Kasir' },
  { slug: 'desa-digital', name: 'Segara Desa' },
];

export function findProduct(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}
