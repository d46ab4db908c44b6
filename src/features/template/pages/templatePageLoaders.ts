import type { ComponentType } from 'react';
import type { TEMPLATE_PAGES } from '../../../lib/paths';

export type TemplatePageSlug = (typeof TEMPLATE_PAGES)[number];

/** Each template page, loaded with its route (app/routes.tsx maps /pages/<slug> here). */
export const templatePageLoaders: Record<TemplatePageSlug, () => Promise<ComponentType>> = {
  blog: () => import('./BlogTemplatePages').then((m) => m.BlogIndexTemplatePage),
  'blog/post': () => import('./BlogTemplatePages').then((m) => m.BlogPostTemplatePage),
  company: () => import('./SimplePages').then((m) => m.CompanyTemplatePage),
  contact: () => import('./ContactTemplatePage').then((m) => m.ContactTemplatePage),
  career: () => import('./SimplePages').then((m) => m.CareerTemplatePage),
  pricing: () => import('./SimplePages').then((m) => m.PricingTemplatePage),
  'portfolio/grid': () => import('./SimplePages').then((m) => m.PortfolioGridTemplatePage),
  'portfolio/masonry': () => import('./SimplePages').then((m) => m.PortfolioMasonryTemplatePage),
  'portfolio/item': () =>
    import('./PortfolioItemTemplatePage').then((m) => m.PortfolioItemTemplatePage),
  help: () => import('./SimplePages').then((m) => m.HelpTemplatePage),
};
