// Copy of the About page (/tentang): its shape here, its text in about.id.ts and about.en.ts.
// Each language's page loads only its own file (src/features/company/aboutRoutes.ts); the
// search index and the tests read both through `aboutContent`.
import type { Localized } from '../../lib/useLanguage';
import { aboutContentEn } from './about.en';
import { aboutContentId } from './about.id';

/** Icons the page maps to bootstrap-icons; content names them, the page draws them. */
export type AboutIcon =
  | 'hospitality'
  | 'shop'
  | 'cooperative'
  | 'village'
  | 'listen'
  | 'honest'
  | 'simple'
  | 'secure'
  | 'local'
  | 'care';

export interface AboutContent {
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  story: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    sectorsTitle: string;
    sectors: { icon: AboutIcon; name: string; text: string }[];
  };
  numbers: {
    title: string;
    lead: string;
    items: { value: string; label: string }[];
  };
  mission: {
    eyebrow: string;
    title: string;
    missionTitle: string;
    missionText: string;
    visionTitle: string;
    visionText: string;
  };
  values: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { icon: AboutIcon; title: string; text: string }[];
  };
  office: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    addressTitle: string;
    mapsLink: string;
    hoursTitle: string;
    hours: string;
    hoursNote: string;
    contactLink: string;
    careersLink: string;
    illustrationTitle: string;
    illustrationDescription: string;
  };
}

export const aboutContent: Localized<AboutContent> = { id: aboutContentId, en: aboutContentEn };
