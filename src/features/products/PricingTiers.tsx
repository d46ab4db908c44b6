import check from 'bootstrap-icons/icons/check2.svg?raw';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/SiteLink';
import { pricingCopy } from '../../content/productPlans';
import type { ProductPlan, ProductTier } from '../../content/schema';
import { contactPathFor } from '../../lib/contactMessages';
import { formatRupiah } from '../../lib/formatRupiah';
import { useLanguage } from '../../lib/useLanguage';

/** "per properti per bulan" / "per property a month": what one price of `tier` pays for. */
export function useTierTerms(): (tier: ProductTier) => string {
  const lng = useLanguage();
  const copy = pricingCopy[lng];
  return (tier) => [tier.unit?.[lng], copy.per[tier.per]].filter(Boolean).join(' ');
}

/**
 * A product's tiers as cards, each with its price in rupiah and what it includes, then the
 * PPN note, the trial and the plan's note, and a link asking `product`'s price quote on /kontak
 * (`children` join it). `headingLevel` is the tier names' level.
 */
export function PricingTiers({
  plan,
  product,
  headingLevel,
  children,
}: {
  plan: ProductPlan;
  product: string;
  headingLevel: 3 | 4;
  children?: ReactNode;
}) {
  const lng = useLanguage();
  const copy = pricingCopy[lng];
  const termsOf = useTierTerms();
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <ul className="row g-3 list-unstyled mb-3 pricing-tiers">
        {plan.tiers.map((tier) => (
          <li key={tier.name.id} className="col-md-6 col-xl-4">
            <div className="card h-100 pricing-tier">
              <div className="card-body p-4">
                <Heading className="h5 mb-2">{tier.name[lng]}</Heading>
                <p className="mb-3">
                  <span className="pricing-tier__price">{formatRupiah(tier.price, lng)}</span>{' '}
                  <span className="text-body-secondary">{termsOf(tier)}</span>
                </p>
                <ul className="list-unstyled mb-0">
                  {tier.includes[lng].map((item) => (
                    <li key={item} className="d-flex gap-2 mb-1">
                      <Icon svg={check} className="text-primary mt-1" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary mb-0">
        {copy.ppn}
        {plan.trialDays ? ` ${copy.trial(plan.trialDays)}.` : ''} {plan.note[lng]}
      </p>
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Link className="btn btn-outline-primary" to={contactPathFor(product, 'harga')}>
          {copy.quote}
        </Link>
        {children}
      </div>
    </>
  );
}
