import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RECYCLE_CHILDREN, ROUTES, USER_CHILDREN } from '@recircuit/contract';
import { VIEWPORTS } from './support/browser.ts';
import { logInFromHeader, newAccount, registerThroughApi } from './support/accounts.ts';
import { useSite } from './support/site.ts';

const site = useSite();

/** Every page a visitor can open without signing in (docs/web-app.md, "Routes and pages"). */
const PUBLIC_PATHS = [
  ...Object.values(ROUTES).filter(
    (path) => !path.includes('#') && path !== ROUTES.user && !path.startsWith(`${ROUTES.user}/`),
  ),
  ...RECYCLE_CHILDREN.map((child) => `/recycle/${child}`),
];
const USER_PATHS = USER_CHILDREN.map((child) => `${ROUTES.user}/${child}`);
const MIN_GAP = 16;

/** Where the page's main heading and its first form sit against the window's left and right edges. */
async function edgeGaps(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  const width = page.viewportSize()?.width ?? 0;
  const problems: string[] = [];
  for (const [name, locator] of [
    ['heading', heading],
    ['form', page.locator('main form').first()],
  ] as const) {
    if ((await locator.count()) === 0) continue;
    const box = await locator.boundingBox();
    if (!box) continue;
    const left = Math.round(box.x);
    const right = Math.round(width - box.x - box.width);
    if (left < MIN_GAP || right < MIN_GAP)
      problems.push(`${path} at ${width} px: ${name} is ${left} px from the left, ${right} px from the right`);
  }
  return problems;
}

describe('every page keeps its content off the window edges', () => {
  for (const [label, viewport] of [
    ['360', VIEWPORTS.phone],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    it(`public pages at ${label} px`, async () => {
      const { page, context } = await site.page(viewport);
      const problems: string[] = [];
      for (const path of PUBLIC_PATHS) problems.push(...(await edgeGaps(page, path)));
      await context.close();
      expect(problems).toEqual([]);
    });

    it(`account pages at ${label} px`, async () => {
      const account = newAccount(`frame-${label}`);
      await registerThroughApi(site.url, account);
      const { page, context } = await site.page(VIEWPORTS.desktop);
      await page.goto('/');
      await logInFromHeader(page, account.email, account.password);
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      for (const path of USER_PATHS) problems.push(...(await edgeGaps(page, path)));
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
