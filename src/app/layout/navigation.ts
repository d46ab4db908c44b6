import {
  BLOG_CATEGORIES,
  BLOG_SECTION_MARKER,
  COMPANY_SECTION_MARKER,
  paths,
} from '../../lib/paths';

// The main navigation of docs/product.md#routes-and-navigation, in order. Labels are translation keys.

export interface NavLinkItem {
  labelKey: string;
  to: string;
}

export interface NavMenu {
  labelKey: string;
  /** The menu is highlighted while the path contains this (docs/product.md#routes-and-navigation). */
  activeWhenPathContains: string;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavMenu;

export const mainNavigation: NavEntry[] = [
  { labelKey: 'nav.home', to: paths.home },
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

export function isMenuActive(menu: NavMenu, pathname: string): boolean {
  return pathname.includes(menu.activeWhenPathContains);
}

/** docs/product.md#constants: the navbar becomes sticky past 240 px; back-to-top shows past 50 px. */
export const STICKY_NAVBAR_OFFSET = 240;
export const BACK_TO_TOP_OFFSET = 50;
