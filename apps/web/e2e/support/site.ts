import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, VIEWPORTS } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

type Viewport = { width: number; height: number };

export interface Site {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's base URL. */
  readonly url: string;
  /** A new browser context and page, not yet navigated. */
  page(viewport?: Viewport): ReturnType<typeof newPage>;
  /** A new page at `path`, once the app's main content is there. */
  open(path: string, viewport?: Viewport): ReturnType<typeof newPage>;
}

/**
 * One real server (a fresh copy of the run's new data folder) and one Chromium for the test file, started before its
 * tests and stopped after them. `env` may be a function when it depends on an earlier hook.
 */
export function useSite(env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {}): Site {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const settings = typeof env === 'function' ? env() : env;
    // A copy of the run's fresh data folder (support/global-setup.ts), unless the data lives in PostgreSQL.
    server = await startServer(settings, { copyOf: settings.DATABASE_URL ? undefined : inject('dataFolderTemplate') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the site is not started: call useSite() at the top of the test file');
    return value;
  };
  const site: Site = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get url() {
      return started(server).url;
    },
    page: (viewport = VIEWPORTS.desktop) => newPage(site.browser, site.url, viewport),
    async open(path, viewport = VIEWPORTS.desktop) {
      const opened = await site.page(viewport);
      await opened.page.goto(path);
      await opened.page.locator('#main-content').waitFor();
      return opened;
    },
  };
  return site;
}
