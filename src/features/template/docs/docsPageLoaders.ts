import type { ComponentType } from 'react';
import type { DocSlug } from './docsNav';

/** Each docs page is its own chunk, loaded with its route (app/routes.tsx maps /docs/<slug>). */
export const docsPageLoaders: Record<DocSlug, () => Promise<ComponentType>> = {
  introduction: () => import('./pages/IntroductionDoc').then((m) => m.IntroductionDoc),
  'quick-start': () => import('./pages/QuickStartDoc').then((m) => m.QuickStartDoc),
  customization: () => import('./pages/CustomizationDoc').then((m) => m.CustomizationDoc),
  routing: () => import('./pages/RoutingDoc').then((m) => m.RoutingDoc),
  'code-spliting': () => import('./pages/CodeSplittingDoc').then((m) => m.CodeSplittingDoc),
  'change-log': () => import('./pages/ChangeLogDoc').then((m) => m.ChangeLogDoc),
  colors: () => import('./pages/ColorsDoc').then((m) => m.ColorsDoc),
  typography: () => import('./pages/TypographyDoc').then((m) => m.TypographyDoc),
  bootstrap: () => import('./pages/BootstrapDoc').then((m) => m.BootstrapDoc),
  custom: () => import('./pages/CustomDoc').then((m) => m.CustomDoc),
  plugins: () => import('./pages/PluginsDoc').then((m) => m.PluginsDoc),
  navbars: () => import('./pages/NavbarsDoc').then((m) => m.NavbarsDoc),
  heros: () => import('./pages/HerosDoc').then((m) => m.HerosDoc),
};
