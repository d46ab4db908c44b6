import { products } from '../../content/products';
import {
  BLOG_CATEGORIES,
  BLOG_SECTION_MARKER,
  CASE_STUDIES_SECTION_MARKER,
  COMPANY_SECTION_MARKER,
  PRODUCTS_SECTION_MARKER,
  paths,
} from '../../lib/paths';

// The main navigation of docs/product.md#routes-and-navigation, in order. Labels are translation
// keys, or a product's own name, which is the same in every language.

export type NavLinkItem = { to: string } & ({ labelKey: string } | { name: string });

/** A top-level link; highlighted on its own page, and below it when it names a section marker. */
export type NavTopLink = NavLinkItem & { activeWhenPathContains?: string };

export interface NavMenu {
  labelKey: string;
  /** The menu is highlighted while the path contains this (docs/product.md#routes-and-navigation). */
  activeWhenPathContains: string;
  items: NavLinkItem[];
}

export type NavEntry = NavTopLink | NavMenu;

/**
 * The Produk menu: the overview, then every product of content/products.ts (its slug and name
 * only: the products' copy stays in their pages' chunks).
 */
export const productsMenu: NavMenu = {
  labelKey: 'nav.products',
  activeWhenPathContains: PRODUCTS_SECTION_MARKER,
  items: [
    { labelKey: 'nav.allProducts', to: paths.products },
    ...products.map((product) => ({ name: product.name, to: paths.product(product.slug) })),
  ],
};

export const mainNavigation: NavEntry[] = [
  { labelKey: 'nav.home', to: paths.home },
  productsMenu,
  {
    labelKey: 'nav.caseStudies',
    to: paths.caseStudies,
    activeWhenPathContains: CASE_STUDIES_SECTION_MARKER,
  },
  {
    labelKey: 'nav.company',
    activeWhenPathContains: COMPANY_SECTION_MARKER,
    items: [
      { labelKey: 'nav.about', to: paths.company.about },
      { labelKey: 'nav.team', to: paths.company.team },
      { labelKey: 'nav.careers', to: paths.company.careers },
      { labelKey: 'nav.help', to: paths.company.help },
      { labelKey: 'nav.securityPrivacy', to: paths.company.securityPrivacy },
      { labelKey: 'nav.certifications', to: paths.company.certifications },
    ],
  },
  {
    labelKey: 'nav.blog',
    activeWhenPathContains: BLOG_SECTION_MARKER,
    items: [
      { labelKey: 'nav.allPosts', to: paths.blog },
      ...BLOG_CATEGORIES.map((category) => ({
        labelKey: `blogCategory.${category}`,
        to: paths.blogCategory(category),
      })),
    ],
  },
  { labelKey: 'nav.contact', to: paths.contact },
];

/** The `name` of the navbar's menus (`<details>`): opening one closes the others, script or not. */
export const NAV_MENU_GROUP = 'site-nav-menu';

/** The id of the navbar's menu, a `popover` below the lg breakpoint (docs/architecture.md#the-header-before-hydration). */
export const SITE_MENU_ID = 'site-menu';

export function isNavMenu(entry: NavEntry): entry is NavMenu {
  return 'items' in entry;
}

/** A menu of mainNavigation by its label key (`nav.company`, `nav.blog`, `nav.products`). */
export function navMenu(labelKey: string): NavMenu | undefined {
  return mainNavigation.filter(isNavMenu).find((menu) => menu.labelKey === labelKey);
}

/** What a link shows: its translated label, or the product's name as it is. */
export function navItemLabel(item: NavLinkItem, t: (key: string) => string): string {
  return 'name' in item ? item.name : t(item.labelKey);
}

/** Whether a menu, or a top-level link with a section marker, is highlighted on `pathname`. */
export function isMenuActive(
  entry: { activeWhenPathContains?: string },
  pathname: string,
): boolean {
  return !!entry.activeWhenPathContains && pathname.includes(entry.activeWhenPathContains);
}

/** docs/product.md#constants: the navbar becomes sticky past 240 px; back-to-top shows past 50 px. */
export const STICKY_NAVBAR_OFFSET = 240;
export const BACK_TO_TOP_OFFSET = 50;
