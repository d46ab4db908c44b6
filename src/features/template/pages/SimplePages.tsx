// The template pages that are a header and sections only: each is its record, drawn.
import { careerPage } from '../../../content/template/pages/career';
import { companyPage } from '../../../content/template/pages/company';
import { helpPage } from '../../../content/template/pages/help';
import { portfolioGridPage, portfolioMasonryPage } from '../../../content/template/pages/portfolio';
import { pricingPage } from '../../../content/template/pages/pricing';
import { SearchBox } from '../demo/SearchBox';
import { TemplatePage } from './TemplatePage';

export function CompanyTemplatePage() {
  return <TemplatePage record={companyPage} idPrefix="company" />;
}

export function CareerTemplatePage() {
  return <TemplatePage record={careerPage} idPrefix="career" />;
}

/** The pricing page: its plans have the Monthly / Yearly switch. */
export function PricingTemplatePage() {
  return <TemplatePage record={pricingPage} idPrefix="pricing" />;
}

export function PortfolioGridTemplatePage() {
  return <TemplatePage record={portfolioGridPage} idPrefix="portfolio-grid" />;
}

export function PortfolioMasonryTemplatePage() {
  return <TemplatePage record={portfolioMasonryPage} idPrefix="portfolio-masonry" />;
}

/** The help centre: the search box in its header, topics, questions. */
export function HelpTemplatePage() {
  return (
    <TemplatePage
      record={helpPage}
      idPrefix="help"
      headerExtra={
        <div className="mt-4">
          <SearchBox size="lg" />
        </div>
      }
    />
  );
}

export const companyTemplateRoute = { Component: CompanyTemplatePage };
export const careerTemplateRoute = { Component: CareerTemplatePage };
export const pricingTemplateRoute = { Component: PricingTemplatePage };
export const portfolioGridTemplateRoute = { Component: PortfolioGridTemplatePage };
export const portfolioMasonryTemplateRoute = { Component: PortfolioMasonryTemplatePage };
export const helpTemplateRoute = { Component: HelpTemplatePage };
