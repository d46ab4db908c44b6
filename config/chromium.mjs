// Launch options for Debian's Chromium (never a downloaded browser): used by Playwright's
// config, the screenshot script and the benchmarks.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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
