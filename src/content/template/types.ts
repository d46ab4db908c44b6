// The shapes of the template material's demo data (docs/product.md#template-material).
// One landing record picks and fills the shared section components of
// src/features/template/sections; the template pages reuse the same shapes.
import type { Localized } from '../../lib/useLanguage';

/** A line of copy in both languages. */
export type Text = Localized<string>;

/** The opening of a section: an eyebrow, its `<h2>`, a lead. */
export interface Heading {
  eyebrow?: Text;
  title: Text;
  lead?: Text;
}

/** A landing page's own colours, applied as CSS custom properties (AA contrast on white). */
export interface LandingTheme {
  /** Buttons, links, icons: at least 4.5:1 against white. */
  accent: string;
  /** A light tint of the accent for bands. */
  soft: string;
  /** The dark band of dark heroes and statistics. */
  dark: string;
}

export interface Coin {
  symbol: string;
  name: string;
  /** In US dollars. */
  price: number;
  /** 24-hour change in percent. */
  change: number;
  /** Market capitalisation, already abbreviated: "1.2T". */
  cap: string;
  /** Seven daily closes for the sparkline (any scale). */
  week: readonly number[];
}

export type HeroArt =
  | { kind: 'phone' }
  | { kind: 'dashboard' }
  | { kind: 'chart' }
  | { kind: 'code' }
  | { kind: 'rocket' }
  | { kind: 'collage'; tiles: readonly Text[] }
  | { kind: 'spaceSearch' }
  | { kind: 'coins'; coins: readonly Coin[] }
  | { kind: 'profile'; name: string; role: Text; available: Text };

export type HeroVariant = 'split' | 'reverse' | 'centered' | 'dark' | 'gradient' | 'minimal';

export interface HeroData {
  variant: HeroVariant;
  eyebrow: Text;
  title: Text;
  lead: Text;
  primary: Text;
  secondary?: Text;
  /** Short proof points under the buttons. */
  points?: readonly Text[];
  art: HeroArt;
}

export interface IconItem {
  /** Raw SVG markup from bootstrap-icons. */
  icon: string;
  title: Text;
  text: Text;
}

export interface Plan {
  name: Text;
  /** Rupiah per month, billed monthly; 0 is free. */
  monthly: number;
  /** Rupiah per month, billed yearly. */
  yearly: number;
  lead: Text;
  features: readonly Text[];
  featured?: boolean;
}

export interface PortfolioItem {
  slug: string;
  title: Text;
  category: Text;
  client: string;
  /** Which of the six tile gradients. */
  tone: 1 | 2 | 3 | 4 | 5 | 6;
  /** The tile's shape in the masonry grid. */
  shape: 'tall' | 'wide' | 'square';
}

export interface Job {
  title: Text;
  team: Text;
  place: Text;
  kind: Text;
}

export interface DemoPost {
  title: Text;
  excerpt: Text;
  category: Text;
  /** ISO date. */
  date: string;
  minutes: number;
  author: string;
  tone: 1 | 2 | 3 | 4 | 5 | 6;
}

export interface Testimonial {
  quote: Text;
  name: string;
  role: Text;
}

export interface FaqItem {
  question: Text;
  answer: Text;
}

/** One section of a landing or template page; `LandingSections` renders each by its type. */
export type LandingSection =
  | { type: 'features'; heading: Heading; items: readonly IconItem[]; style?: 'cards' | 'list' }
  | { type: 'clients'; title: Text; names: readonly string[] }
  | { type: 'testimonials'; heading: Heading; items: readonly Testimonial[] }
  | { type: 'pricing'; heading: Heading; plans: readonly Plan[] }
  | { type: 'faq'; heading: Heading; items: readonly FaqItem[] }
  | {
      type: 'stats';
      heading?: Heading;
      items: readonly { value: string; label: Text }[];
      dark?: boolean;
    }
  | {
      type: 'integrations';
      heading: Heading;
      items: readonly { name: string; icon: string; text: Text }[];
    }
  | {
      type: 'services';
      heading: Heading;
      items: readonly (IconItem & { bullets: readonly Text[] })[];
    }
  | {
      type: 'portfolio';
      heading: Heading;
      items: readonly PortfolioItem[];
      layout: 'grid' | 'masonry';
    }
  | { type: 'jobs'; heading: Heading; items: readonly Job[] }
  | { type: 'blog'; heading: Heading; posts: readonly DemoPost[] }
  | { type: 'coins'; heading: Heading; coins: readonly Coin[] }
  | { type: 'steps'; heading: Heading; items: readonly { title: Text; text: Text }[] }
  | { type: 'cta'; title: Text; lead: Text; primary: Text; secondary?: Text }
  | { type: 'subscribe'; title: Text; lead: Text; button: Text };

export type SectionType = LandingSection['type'];

/** One landing demo: its look, its hero and the sections it picks, in order. */
export interface LandingRecord {
  demo: string;
  /** The brand the demo pretends to be. */
  brand: string;
  theme: LandingTheme;
  meta: { title: Text; description: Text };
  hero: HeroData;
  sections: readonly LandingSection[];
}

/** A template page (/pages/*): its header, then sections drawn by the same components. */
export interface TemplatePageRecord {
  meta: { title: Text; description: Text };
  header: Heading & { eyebrow: Text };
  sections: readonly LandingSection[];
}
