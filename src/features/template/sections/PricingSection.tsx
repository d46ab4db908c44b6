import { useId, useState } from 'react';
import check from 'bootstrap-icons/icons/check2.svg?raw';
import type { Heading, Plan } from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { Icon } from '../../../components/Icon';
import { useLanguage, useLocalized } from '../../../lib/useLanguage';
import { DemoLink } from '../DemoLink';
import { formatRupiah } from '../../../lib/formatRupiah';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

export type Billing = 'monthly' | 'yearly';

/**
 * Plan cards with a Monthly / Yearly switch: two toggle buttons (`aria-pressed`) in a group;
 * the prices change in place and are announced politely.
 */
export function PricingPlans({ plans }: { plans: readonly Plan[] }) {
  const [billing, setBilling] = useState<Billing>('monthly');
  const labels = useLocalized(sectionLabels);
  const lng = useLanguage();
  const text = useText();
  const groupId = useId();

  return (
    <>
      <div className="d-flex justify-content-center mb-5">
        <div className="pricing-toggle" role="group" aria-labelledby={`${groupId}-label`}>
          <span id={`${groupId}-label`} className="visually-hidden">
            {labels.billing}
          </span>
          {(['monthly', 'yearly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`btn${billing === option ? ' is-selected' : ''}`}
              aria-pressed={billing === option}
              onClick={() => setBilling(option)}
            >
              {labels[option]}
              {option === 'yearly' && (
                <span className="pricing-toggle__save"> ({labels.yearlySave})</span>
              )}
            </button>
          ))}
        </div>
      </div>
      <ul className="row g-4 list-unstyled mb-0 justify-content-center" aria-live="polite">
        {plans.map((plan) => {
          const amount = plan[billing];
          return (
            <li key={plan.name.en} className="col-md-6 col-lg-4">
              <article className={`pricing-plan card h-100${plan.featured ? ' is-featured' : ''}`}>
                <div className="card-body p-4 d-flex flex-column">
                  <h3 className="h5 mb-1">{text(plan.name)}</h3>
                  {plan.featured && (
                    <span className="badge rounded-pill pricing-plan__badge">{labels.popular}</span>
                  )}
                  <p className="text-body-secondary">{text(plan.lead)}</p>
                  <p className="pricing-plan__price mb-4" data-testid="plan-price">
                    {amount === 0 ? (
                      labels.free
                    ) : (
                      <>
                        <span className="pricing-plan__amount">{formatRupiah(amount, lng)}</span>
                        <span className="text-body-secondary">{labels.perMonth}</span>
                      </>
                    )}
                  </p>
                  <ul className="list-unstyled mb-4">
                    {plan.features.map((feature) => (
                      <li key={feature.en} className="d-flex gap-2 mb-2">
                        <Icon svg={check} className="text-accent mt-1" />
                        {text(feature)}
                      </li>
                    ))}
                  </ul>
                  <DemoLink
                    className={`btn mt-auto ${plan.featured ? 'btn-accent' : 'btn-outline-accent'}`}
                  >
                    {labels.choosePlan}
                    <span className="visually-hidden">: {text(plan.name)}</span>
                  </DemoLink>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function PricingSection({
  headingId,
  heading,
  plans,
}: {
  headingId: string;
  heading: Heading;
  plans: readonly Plan[];
}) {
  return (
    <DemoSection headingId={headingId} heading={heading} className="bg-soft">
      <PricingPlans plans={plans} />
    </DemoSection>
  );
}
