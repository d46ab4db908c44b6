// What the prerenderer hands the browser besides the HTML: the router's data and the page's
// translations, as JSON in non-executable script elements (no inline script, so the CSP needs
// no 'unsafe-inline').
import type { ResourceKey } from 'i18next';
import type { HydrationState } from 'react-router-dom';

export const ROUTER_DATA_ID = 'router-data';
/** The translations of the page's language, so hydration needs no translation request. */
export const TRANSLATION_DATA_ID = 'translation-data';

function readJson(id: string): unknown {
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

/** The path the prerendered HTML was rendered for (build/404.html: `/404`, whatever the URL). */
export function prerenderedPath(): string | undefined {
  return document.getElementById(ROUTER_DATA_ID)?.dataset.path;
}

export function readHydrationData(): HydrationState | undefined {
  return readJson(ROUTER_DATA_ID) as HydrationState | undefined;
}

export function readPageTranslation(): ResourceKey | undefined {
  const translation = readJson(TRANSLATION_DATA_ID);
  return translation && typeof translation === 'object' ? translation : undefined;
}
