import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/** Debian's Chromium, never a downloaded one. Flags keep it off this machine's closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
  const page = await context.newPage();
  // Tests act once a server-rendered page has hydrated, as its visitors can (docs/rendering.md).
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * Resolves once the page is the app's own: a page the browser rendered at once, a
 * server-rendered one (it carries #page-data) when every control in it is hydrated. React marks
 * each element it has taken over with a `__reactFiber…` property; a click before that is lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('page-data')) return true;
    const controls = document.querySelectorAll(
      '#root button, #root [role="button"], #root input, #root select, #root textarea',
    );
    // A part low on the page hydrates when the visitor comes near it (components/ui/lazy-near.ts).
    return [...controls]
      .filter((control) => !control.closest('[data-loads-near]'))
      .every((control) => Object.keys(control).some((key) => key.startsWith('__reactFiber')));
  });
}

/**
 * Waits until no toast is fading in or out: axe measures contrast as painted, so a toast caught half transparent
 * on its way out failed `color-contrast` now and then, though the same toast passes once it is shown.
 */
async function toastsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.mantine-Notification-root')].every((toast) => {
        for (let node: Element | null = toast; node; node = node.parentElement)
          if (Number(getComputedStyle(node).opacity) < 1) return false;
        return true;
      }),
    undefined,
    { timeout: 5_000 },
  );
}

/** axe violations of serious or critical impact, as readable lines, once no toast is mid-transition. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await toastsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Holds calls matching `pattern` until the test lets them go, so an in-flight state can be seen. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
