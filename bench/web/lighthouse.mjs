// Lighthouse (12, mobile: its default emulation and simulated slow-4G / 4x CPU throttling) in
// the machine's Chromium, driven through puppeteer so that a page can be signed in first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { provideChromium } from '../../scripts/lib/chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};

// The tests' Chromium (installed when the machine lacks one), unless CHROME_PATH names another.
const CHROMIUM = process.env.CHROME_PATH ?? provideChromium();
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The pages are audited through a local TLS front with a throwaway certificate (tls-front.mjs).
  '--ignore-certificate-errors',
];

export async function launchBrowser() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'error' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    browser,
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * One audit of `url` in a fresh tab. `prepare(page)` may sign in first: the tab's storage then
 * stays (disableStorageReset), while the HTTP cache is cleared, so the audited load downloads
 * everything as a first visit would. When `prepare` returns a URL, that page is audited.
 */
export async function audit(browser, url, prepare) {
  // Lighthouse sometimes loses its own trace of the load (NO_NAVSTART: "Please run Lighthouse
  // again"); that says nothing about the page, so the run is made again, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(browser, url, prepare);
    } catch (error) {
      if (error?.code !== 'NO_NAVSTART' || attempt === 3) throw error;
      console.warn(`  ${url}: Lighthouse lost its trace (NO_NAVSTART); running it again`);
    }
  }
}

async function auditOnce(browser, url, prepare) {
  const page = await browser.newPage();
  try {
    // prepare may name the page to audit (a request's detail, found through the list).
    if (prepare) url = (await prepare(page)) ?? url;
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: Boolean(prepare),
        // BENCH_LH_BLOCK=*start-pwa*,... blocks requests, to see what a piece costs a page.
        blockedUrlPatterns: process.env.BENCH_LH_BLOCK?.split(',').filter(Boolean) ?? [],
      },
      undefined,
      page,
    );
    const { lhr } = result;
    if (lhr.runtimeError)
      throw Object.assign(new Error(`${url}: ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
    // BENCH_LH_SAVE=<dir> keeps each report (open it in the Lighthouse viewer, or read its
    // network-requests and critical-request-chains audits) to find what delays a paint.
    if (process.env.BENCH_LH_SAVE) {
      mkdirSync(process.env.BENCH_LH_SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_LH_SAVE, name), JSON.stringify(lhr));
    }
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    return {
      url: finalUrl,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
      ),
      /** What kept a category from 100, for the report. */
      failing: CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
      ),
    };
  } finally {
    await page.close();
  }
}

/** The median of several audits of one page, category by category and metric by metric. */
export function median(audits) {
  const mid = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    url: audits[0].url,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, mid(audits.map((a) => a.scores[c]))])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, mid(audits.map((a) => a.metrics[m]))])),
    failing: [...new Set(audits.flatMap((a) => a.failing))],
  };
}
