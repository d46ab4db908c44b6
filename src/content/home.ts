// Copy for Beranda (/home): its shape here, its text in home.id.ts and home.en.ts. Each
// language's page loads only its own file (src/app/routes.tsx); tests read both through
// `homeContent`.
import type { Localized } from '../lib/useLanguage';
import { homeContentEn } from './home.en';
import { homeContentId } from './home.id';

export interface HomeStep {
  title: string;
  text: string;
}

export interface HomeService {
  title: string;
  text: string;
}

export interface HomeContent {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primary: string;
    secondary: string;
    facts: string[];
    illustrationTitle: string;
  };
  services: {
    eyebrow: string;
    title: string;
    lead: string;
    /** In the order of the icons on the page: web, mobile, integration, maintenance. */
    items: [HomeService, HomeService, HomeService, HomeService];
  };
  products: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Visible link text; the product name follows for screen readers. */
    more: string;
    /** The link to /produk, every product with its prices. */
    compare: string;
  };
  process: {
    eyebrow: string;
    title: string;
    lead: string;
    /** The steps of company/howWeWork.ts, shorter (tests/unit/content/howWeWork.test.ts). */
    steps: [HomeStep, HomeStep, HomeStep, HomeStep, HomeStep];
  };
  posts: {
    eyebrow: string;
    title: string;
    lead: string;
    read: string;
    all: string;
  };
}

export const homeContent: Localized<HomeContent> = { id: homeContentId, en: homeContentEn };
