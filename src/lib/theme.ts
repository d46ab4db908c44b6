// The colour mode (docs/theme.md): the reader's choice, kept in localStorage, applied as
// Bootstrap's `data-bs-theme` on <html>. public/boot.js applies it before the first paint with
// the same key and rule (a unit test runs it against colorModeOf).

export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ColorMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice; `system` when there is none, it is unknown or storage is blocked. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice for the next visit and the other tabs. */
export function storeThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
}

/** The mode a choice means now: `system` follows the operating system's setting. */
export function colorModeOf(choice: ThemeChoice): ColorMode {
  if (choice !== 'system') return choice;
  return matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Stores the choice and applies it to the page at once. */
export function chooseTheme(choice: ThemeChoice): void {
  storeThemeChoice(choice);
  document.documentElement.dataset.bsTheme = colorModeOf(choice);
}
