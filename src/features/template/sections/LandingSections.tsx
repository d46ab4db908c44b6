import type { LandingSection } from '../../../content/template/types';
import { BlogSection } from './BlogSection';
import { ClientsSection } from './ClientsSection';
import { CoinsSection } from './CoinsSection';
import { CtaSection } from './CtaSection';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { IntegrationsSection } from './IntegrationsSection';
import { JobsSection } from './JobsSection';
import { PortfolioSection } from './PortfolioSection';
import { PricingSection } from './PricingSection';
import { ServicesSection } from './ServicesSection';
import { StatsSection } from './StatsSection';
import { StepsSection } from './StepsSection';
import { SubscribeSection } from './SubscribeSection';
import { TestimonialsSection } from './TestimonialsSection';

/** One section of a record, drawn by the shared component of its type. */
export function SectionView({
  section,
  headingId,
}: {
  section: LandingSection;
  headingId: string;
}) {
  switch (section.type) {
    case 'features':
      return <FeaturesSection headingId={headingId} {...section} />;
    case 'clients':
      return <ClientsSection headingId={headingId} {...section} />;
    case 'testimonials':
      return <TestimonialsSection headingId={headingId} {...section} />;
    case 'pricing':
      return <PricingSection headingId={headingId} {...section} />;
    case 'faq':
      return <FaqSection headingId={headingId} {...section} />;
    case 'stats':
      return <StatsSection headingId={headingId} {...section} />;
    case 'integrations':
      return <IntegrationsSection headingId={headingId} {...section} />;
    case 'services':
      return <ServicesSection headingId={headingId} {...section} />;
    case 'portfolio':
      return <PortfolioSection headingId={headingId} {...section} />;
    case 'jobs':
      return <JobsSection headingId={headingId} {...section} />;
    case 'blog':
      return <BlogSection headingId={headingId} {...section} />;
    case 'coins':
      return <CoinsSection headingId={headingId} {...section} />;
    case 'steps':
      return <StepsSection headingId={headingId} {...section} />;
    case 'cta':
      return <CtaSection headingId={headingId} {...section} />;
    case 'subscribe':
      return <SubscribeSection headingId={headingId} {...section} />;
  }
}

/** The sections a record picks, in its order; each wrapper says which type it is. */
export function LandingSections({
  sections,
  idPrefix,
}: {
  sections: readonly LandingSection[];
  idPrefix: string;
}) {
  return (
    <>
      {sections.map((section, index) => (
        <div key={index} className="lp-block" data-section={section.type}>
          <SectionView section={section} headingId={`${idPrefix}-${section.type}-${index + 1}`} />
        </div>
      ))}
    </>
  );
}
