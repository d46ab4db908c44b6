// The browser the suite drives is started through config/chromium.sh: Playwright's own
// --disable-features list and the project's (config/chromium.mjs) arrive as one switch, so
// neither is lost (Chromium honours only the last of repeated switches).
import { expect, test } from '@playwright/test';

test('Chromium runs with Playwright’s disabled features and the project’s in one switch', async ({
  page,
}) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').innerText()).split(/\s+/);
  const switches = commandLine.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  const features = String(switches[0]).slice('--disable-features='.length).split(',');
  // PaintHolding is one of Playwright's; the omnibox popups are the project's.
  expect(features).toEqual(
    expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
  );
});
