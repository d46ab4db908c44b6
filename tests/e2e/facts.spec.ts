// Issue 17's facts, in both languages: /tentang and the team page state the figures of
// src/content/facts.ts and the team list (docs/content.md#facts), and a blog card's reading time
// never wraps onto a line of its own at 375 px.
import { expect, test } from '@playwright/test';
import { facts } from '../../src/content/facts';
import { waitForPage } from './support';

const LANGUAGES = [
  {
    prefix: '',
    team: 'orang dalam tim tetap',
    projects: 'proyek yang sudah dirilis',
    lead: 'Delapan orang',
  },
  {
    prefix: '/en',
    team: 'people on the permanent team',
    projects: 'projects shipped',
    lead: 'Eight people',
  },
];

for (const { prefix, team, projects, lead } of LANGUAGES) {
  test(`/tentang and the team page agree with the facts (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/tentang/semua-tim`);
    await waitForPage(page);
    const members = await page
      .locator('main a[href*="/detailteam/"]')
      .evaluateAll((links) => new Set(links.map((link) => link.getAttribute('href'))).size);
    expect(members).toBe(facts.teamSize);
    await expect(page.locator('header.page-header .lead')).toContainText(lead);

    await page.goto(`${prefix}/tentang`);
    await waitForPage(page);
    const main = page.locator('main');
    await expect(main.getByText(team, { exact: true })).toBeVisible();
    await expect(main.getByText(String(facts.projectsShipped), { exact: true })).toBeVisible();
    await expect(main.getByText(projects, { exact: true })).toBeVisible();
    await expect(main).not.toContainText('±');
    await expect(main).not.toContainText('~70');
  });

  test(`blog cards keep the reading time with the date at 375 px (${prefix || '/'})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${prefix}/blog`);
    await waitForPage(page);
    const metas = page.locator('.post-card-meta');
    expect(await metas.count()).toBeGreaterThan(0);
    const lines = await metas.evaluateAll((boxes) =>
      boxes.map((box) => {
        const [date, , reading] = [...box.children].map((child) => child.getBoundingClientRect());
        return {
          sameLine: Math.abs(date!.top - reading!.top) < 2,
          fits: box.scrollWidth <= box.parentElement!.clientWidth,
        };
      }),
    );
    for (const line of lines) expect(line).toEqual({ sameLine: true, fits: true });
  });
}
