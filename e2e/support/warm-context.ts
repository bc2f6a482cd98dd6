import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { API_CACHE } from '../../packages/web/src/lib/offline-cache';

/**
 * One browser context per worker for the route sweep's tests, each test on a page of its own in
 * it, instead of a fresh context per test. A fresh context starts with an empty cache: each of the
 * sweep's tests fetched and compiled the app's every chunk again (its screens are lazy chunks,
 * served immutable), and in the Chinese platform part the service worker installed and precached
 * them all again, per role. What a test leaves behind that the app reads is cleared before the
 * next one starts (cookies, local storage, IndexedDB, the service worker's API replies), as when
 * one person signs out and another signs in on the same phone; the session itself is in the tab's
 * session storage, which a new page does not share. What stays is what the browser keeps for any
 * site: its cache of scripts and styles, and the service worker with its precache.
 *
 * A retry runs on a fresh context of its own, as every journey does (and records its trace there);
 * SWEEP_FRESH=1 gives every test one, to compare.
 */

type ServiceWorkers = 'allow' | 'block';

interface WarmContexts {
  /** This worker's context for a service-worker setting, made on first use. */
  warmContext(serviceWorkers: ServiceWorkers): Promise<BrowserContext>;
  /** A context like the ones Playwright makes for a test (the project's options). */
  freshContext(serviceWorkers: ServiceWorkers): Promise<BrowserContext>;
}

export const test = base.extend<object, { warmContexts: WarmContexts }>({
  warmContexts: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const fresh = (browserToUse: Browser, serviceWorkers: ServiceWorkers) =>
        browserToUse.newContext({
          baseURL: options.baseURL,
          viewport: options.viewport,
          deviceScaleFactor: options.deviceScaleFactor,
          isMobile: options.isMobile,
          hasTouch: options.hasTouch,
          locale: options.locale,
          timezoneId: options.timezoneId,
          ...options.contextOptions,
          serviceWorkers,
        });
      const made = new Map<ServiceWorkers, Promise<BrowserContext>>();
      await use({
        warmContext(serviceWorkers) {
          let context = made.get(serviceWorkers);
          if (!context) {
            context = fresh(browser, serviceWorkers);
            made.set(serviceWorkers, context);
          }
          return context;
        },
        freshContext: (serviceWorkers) => fresh(browser, serviceWorkers),
      });
      for (const context of made.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],

  page: async ({ warmContexts, serviceWorkers, baseURL }, use, testInfo) => {
    const setting: ServiceWorkers = serviceWorkers === 'allow' ? 'allow' : 'block';
    if (testInfo.retry > 0 || process.env.SWEEP_FRESH) {
      const context = await warmContexts.freshContext(setting);
      await use(await context.newPage());
      await context.close();
      return;
    }
    const context = await warmContexts.warmContext(setting);
    const page = await context.newPage();
    await forgetThePreviousTest(page, context, baseURL!);
    await use(page);
    await page.close();
  },
});

/**
 * Clears what the app keeps for the origin between two tests: cookies, local storage, IndexedDB
 * and the service worker's kept API replies (its precache of hashed assets stays, as the
 * browser's HTTP cache does). From a blank page of the origin outside the app's scope, which the
 * fixture answers itself, before the test opens the app: nothing of the previous test reaches the
 * next one's first screen.
 */
async function forgetThePreviousTest(page: Page, context: BrowserContext, origin: string): Promise<void> {
  await context.clearCookies();
  const blank = new URL('/e2e-blank', origin).href;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(async (apiCache) => {
    localStorage.clear();
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      await new Promise((done, fail) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = done;
        request.onerror = fail;
        request.onblocked = done;
      });
    }
    await caches.delete(apiCache);
  }, API_CACHE);
}
