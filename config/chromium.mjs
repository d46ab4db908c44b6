// The one place for how Debian's Chromium (never a downloaded browser) is started: its path and
// its flags, used by Playwright's config, config/screenshot.mjs, the bench's request count
// (config/bench/requests.mjs), its taps (config/bench/interactions.mjs) and its Lighthouse runs
// (config/bench/lighthouse.mjs). Each launch gets a fresh temporary profile from its launcher
// (Playwright's launch(), chrome-launcher's default userDataDir), deleted when the browser
// closes: no --user-data-dir flag is needed.
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * What the launchers start: CHROMIUM_PATH with their --disable-features lists joined to ours.
 * Resolved from the working directory, the repository's root for every npm script: Playwright
 * compiles this module for its config, and `import.meta` would make Node load it as ESM.
 */
export const CHROMIUM_LAUNCHER = path.resolve('config/chromium.sh');

/** `--headless` is the new headless mode (Chromium 120+), the one Lighthouse expects. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Desktop Chromium builds its address bar's popup (a WebUI page in a renderer of its own) for
  // every window, and each browser context is a window: a third of the browser's CPU for a page
  // load on this machine, for UI that a headless page never shows.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_ARGS, headless: true };
}
