// The one place for how Debian's Chromium (never a downloaded browser) is started: its path and
// its flags, used by Playwright's config, config/screenshot.mjs, the bench's request count
// (config/bench/requests.mjs) and its Lighthouse runs (config/bench/lighthouse.mjs). Each launch
// gets a fresh temporary profile from its launcher (Playwright's launch(), chrome-launcher's
// default userDataDir), deleted when the browser closes: no --user-data-dir flag is needed.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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
];

export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
}
