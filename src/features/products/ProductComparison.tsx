import arrows from 'bootstrap-icons/icons/arrow-left-right.svg?raw';
import check from 'bootstrap-icons/icons/check-lg.svg?raw';
import dash from 'bootstrap-icons/icons/dash-lg.svg?raw';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/SiteLink';
import { pricingCopy, PRODUCT_CAPABILITIES, productPlans } from '../../content/productPlans';
import { products } from '../../content/products';
import { productsOverviewContent } from '../../content/productsOverview';
import type { ProductPlan } from '../../content/schema';
import { formatRupiah } from '../../lib/formatRupiah';
import { paths } from '../../lib/paths';
import { useLanguage } from '../../lib/useLanguage';
import { useTierTerms } from './PricingTiers';

/** The cheapest tier paid again and again (a one-off tier is an extra, not a starting price). */
const startingTier = (plan: ProductPlan) =>
  plan.tiers
    .filter((tier) => tier.per !== 'once')
    .reduce<ProductPlan['tiers'][number] | undefined>(
      (cheapest, tier) => (!cheapest || tier.price < cheapest.price ? tier : cheapest),
      undefined,
    ) ?? plan.tiers[0];

/**
 * Every product in a column, compared row by row: who it is for, the starting price, the
 * trial and each capability. Wider than a phone, so it scrolls inside its own focusable region.
 */
export function ProductComparison({ captionId }: { captionId: string }) {
  const lng = useLanguage();
  const copy = productsOverviewContent[lng];
  const pricing = pricingCopy[lng];
  const termsOf = useTierTerms();
  // Every product has its plan: the build checks (src/content/checkContent.ts).
  const columns = products.map((product) => ({
    product,
    plan: productPlans[product.slug] as ProductPlan,
  }));
  const mark = (yes: boolean) => (
    <Icon
      svg={yes ? check : dash}
      label={yes ? copy.yes : copy.no}
      className={yes ? 'text-primary' : 'text-body-secondary'}
    />
  );
  return (
    <>
      {/* Shown where the table is wider than the column (products.scss), so a phone's visitor
          knows the third product is there. */}
      <p className="product-comparison-hint">
        <Icon svg={arrows} />
        {copy.scrollHint}
      </p>
      <section
        className="product-comparison-scroll"
        aria-labelledby={captionId}
        // A region that scrolls must take the keyboard focus, so its hidden columns can be reached
        // (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="product-comparison">
          <caption id={captionId}>{copy.compareCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.criterion}</th>
              {columns.map(({ product }) => (
                <th key={product.slug} scope="col">
                  <Link to={paths.product(product.slug)}>{product.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{copy.idealFor}</th>
              {columns.map(({ product, plan }) => (
                <td key={product.slug}>{plan.idealFor[lng]}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{copy.startingPrice}</th>
              {columns.map(({ product, plan }) => {
                const tier = startingTier(plan);
                return (
                  <td key={product.slug}>
                    {tier && (
                      <>
                        <strong className="text-nowrap">{formatRupiah(tier.price, lng)}</strong>{' '}
                        {termsOf(tier)}
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
            <tr>
              <th scope="row">{copy.trial}</th>
              {columns.map(({ product, plan }) => (
                <td key={product.slug}>
                  {plan.trialDays ? copy.trialDays(plan.trialDays) : mark(false)}
                </td>
              ))}
            </tr>
            {PRODUCT_CAPABILITIES.map((capability) => (
              <tr key={capability}>
                <th scope="row">{pricing.capabilities[capability]}</th>
                {columns.map(({ product, plan }) => (
                  <td key={product.slug}>{mark(plan.capabilities.includes(capability))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
