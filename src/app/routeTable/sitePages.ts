// The site's pages in one language (docs/product.md#routes-and-navigation): at their Indonesian
// paths, or at their English twins under /en (docs/language.md). Every page is its own chunk.
import type { RouteObject } from 'react-router-dom';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import type { LayoutHandle } from '../layout/MainLayout';
import { blogPages } from './blogPages';
import { publicPage } from './pageRoute';

/** The two pages with the most copy keep each language's in a file of its own, fetched alone. */
const pageCopy = {
  home: {
    id: () => import('../../content/home.id').then((m) => m.homeContentId),
    en: () => import('../../content/home.en').then((m) => m.homeContentEn),
  },
  about: {
    id: () => import('../../content/company/about.id').then((m) => m.aboutContentId),
    en: () => import('../../content/company/about.en').then((m) => m.aboutContentEn),
  },
};

const homeHandle: LayoutHandle = { navbar: 'topbar' };
const careersHandle: LayoutHandle = { closing: 'jobSeekers' };
/** Pages a call to contact us would only lead back to: /kontak and the not-found page. */
export const noClosingHandle: LayoutHandle = { closing: 'none' };

export const sitePages = (language: Language): RouteObject[] => {
  const page = publicPage(language);
  return [
    // Beranda stands alone with the top-bar navbar variant (docs/product.md#routes-and-navigation).
    page(
      paths.home,
      () =>
        Promise.all([import('../../features/home/HomePage'), pageCopy.home[language]()]).then(
          ([m, copy]) => m.homeRoute(copy),
        ),
      homeHandle,
    ),
    page(paths.company.about, () =>
      Promise.all([import('../../features/company/AboutPage'), pageCopy.about[language]()]).then(
        ([m, content]) => m.aboutRoute(content),
      ),
    ),
    page(paths.company.help, () =>
      import('../../features/company/HelpPage').then((m) => m.helpRoute),
    ),
    page(paths.company.securityPrivacy, () =>
      import('../../features/company/SecurityPrivacyPage').then((m) => m.securityPrivacyRoute),
    ),
    page(paths.company.certifications, () =>
      import('../../features/company/CertificationsPage').then((m) => m.certificationsRoute),
    ),
    page(
      paths.contact,
      () => import('../../features/contact/ContactPage').then((m) => m.contactRoute),
      noClosingHandle,
    ),
    page(paths.company.team, () => import('../../features/team/TeamPage').then((m) => m.teamRoute)),
    page(
      paths.company.careers,
      () => import('../../features/careers/CareersPage').then((m) => m.careersRoute),
      careersHandle,
    ),
    // Detail pages bring a loader: an unknown slug or id throws a 404 (the not-found page).
    page(
      paths.careerPattern,
      () => import('../../features/careers/CareerPage').then((m) => m.careerRoute),
      careersHandle,
    ),
    ...blogPages(page),
    page(paths.products, () =>
      import('../../features/products/ProductsPage').then((m) => m.productsRoute),
    ),
    page(paths.productPattern, () =>
      import('../../features/products/ProductPage').then((m) => m.productRoute),
    ),
    page(paths.caseStudies, () =>
      import('../../features/caseStudies/CaseStudiesPage').then((m) => m.caseStudiesRoute),
    ),
    page(paths.caseStudyPattern, () =>
      import('../../features/caseStudies/CaseStudyPage').then((m) => m.caseStudyRoute),
    ),
    page(paths.teamMemberPattern, () =>
      import('../../features/team/TeamMemberPage').then((m) => m.teamMemberRoute),
    ),
  ];
};
