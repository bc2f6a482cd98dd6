import { translate, type Language } from '@campus/contract';
import type { Page, Request } from '@playwright/test';
import { zhCN as contractTexts } from '../../packages/contract/src/messages/zh-CN';
import { portalZhCN } from '../../packages/web/src/i18n/locales/portal-zh-CN';
import { workflowZhCN } from '../../packages/web/src/i18n/locales/workflow-zh-CN';
import { zhCN as uiTexts } from '../../packages/web/src/i18n/locales/zh-CN';

/**
 * What the route sweep watches on a page while it visits routes (route-sweep.spec.ts): console
 * errors and uncaught exceptions, API replies of 400 and above, requests still running, and the
 * visible text (untranslated keys, the empty-list text, error pages).
 */

/**
 * The first segments of every UI and contract text key ('bpm', 'affairs', 'my', ...); every
 * language has the same keys (the locale tests), so the default catalogues name them all.
 */
const NAMESPACES = new Set(
  [uiTexts, portalZhCN, workflowZhCN, contractTexts].flatMap((catalogue) =>
    Object.keys(catalogue).map((key) => key.split('.')[0]!),
  ),
);

/** An attachment's name ('file.pdf') is no text key. */
const FILE_NAME = /\.(?:pdf|png|jpe?g|gif|webp|docx?|xlsx?|pptx?|zip|txt|csv)$/i;

/**
 * Text keys shown as they are (i18next's answer to a key it does not know): a word of a text
 * namespace, then at least one more dotted segment, standing alone (not inside an address, a file
 * name or an e-mail address).
 */
export function untranslatedKeys(text: string): string[] {
  const found = text.match(/(?<![\w./@:-])[a-z][a-zA-Z]*(?:\.[a-zA-Z][\w-]*)+(?![\w/@-])/g) ?? [];
  return [...new Set(found.filter((word) => NAMESPACES.has(word.split('.')[0]!) && !FILE_NAME.test(word)))];
}

/** The empty-list placeholder (SPEC §2.3: 暂无数据) in a language. */
export const emptyText = (language: Language) => translate(language, 'common.empty');

const SUCCESS = 200;

function envelopeState(body: string): number | undefined {
  try {
    const parsed = JSON.parse(body) as { state?: unknown };
    return typeof parsed.state === 'number' ? parsed.state : undefined;
  } catch {
    return undefined;
  }
}

export interface Problem {
  route: string;
  what: string;
}

/** What shows that a screen is still loading. */
const LOADING = '[aria-busy="true"], .adm-skeleton, .adm-dot-loading';

/**
 * Whether the screen is still on its way (run in the page): something shows it is loading, or a
 * transition or animation that ends is still running (a button fading in as it is enabled, which
 * axe would judge half-transparent). Endless ones (a spinner, a scrolling notice) are not waited
 * for: loading indicators are the selector's job.
 */
function stillMoving(loading: string): boolean {
  return (
    document.querySelector(loading) !== null ||
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      )
  );
}

/**
 * Watches one page for the whole sweep: every problem is filed under the route on screen when it
 * happened. `expected(path, state)` lets a journey name a refusal it provokes on purpose.
 */
export function watch(page: Page, expected: (path: string, state: number) => boolean = () => false) {
  const problems: Problem[] = [];
  const inFlight = new Set<Request>();
  let route = '(sign-in)';
  const file = (what: string) => problems.push({ route, what });

  page.on('console', (message) => {
    if (message.type() === 'error') file(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => file(`uncaught: ${error.message}`));
  /** Who waits for the requests in flight to end (settle). */
  let idle: (() => void)[] = [];
  const ended = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  };
  /** Resolves when no request is in flight, or after `ms`. */
  const requestsEnded = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(ms, 0));
      idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfailed', (request) => {
    ended(request);
    // A navigation away cancels the previous page's requests: not the user's problem.
    if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? '')) {
      file(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    }
  });
  page.on('requestfinished', ended);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const where = `${response.request().method()} ${url.pathname}`;
    void response
      .text()
      .catch(() => '')
      .then((body) => {
        // The server answers refusals either as HTTP 4xx/5xx or as an envelope with its state.
        const state = envelopeState(body);
        const refused = response.status() >= 400 || (state !== undefined && state !== SUCCESS);
        if (refused && !expected(url.pathname, state ?? response.status())) {
          file(`HTTP ${response.status()} ${where} ${body.slice(0, 200)}`);
        }
      });
  });

  return {
    problems,
    /** Problems from now on belong to this route. */
    at(next: string) {
      route = next;
    },
    file,
    /**
     * Waits until the page is quiet: no request in flight, nothing loading on screen (a skeleton,
     * a busy region, loading dots) and nothing moving (stillMoving) on two checks 25 ms apart.
     * While a request is on its way it waits for the requests to end rather than polling, and it
     * returns at the second quiet check (about a fifth of the route sweep's time went to those
     * pauses). The sweep turns the views' fade off (reduced motion), so a new view is on screen as
     * soon as the router has moved.
     */
    async settle(): Promise<void> {
      const deadline = Date.now() + 10_000;
      let quiet = 0;
      for (;;) {
        if (Date.now() > deadline) {
          file('never settled: still loading after 10 s');
          return;
        }
        if (inFlight.size > 0) {
          quiet = 0;
          await requestsEnded(deadline - Date.now());
          continue;
        }
        const loading = await page.evaluate(stillMoving, LOADING).catch(() => true);
        quiet = loading ? 0 : quiet + 1;
        if (quiet === 2) return;
        await page.waitForTimeout(25);
      }
    },
  };
}

export type Watch = ReturnType<typeof watch>;

/** Moves the app to a path the way its own links do (no reload): the router follows history. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/app${path}`);
}

/** The path below /app/ the app shows now, with its query. */
export async function currentPath(page: Page): Promise<string> {
  const url = new URL(page.url());
  return `${url.pathname.replace(/^\/app/, '') || '/'}${url.search}`;
}

/** In-app link targets (workbench tiles, More entries, notices, contacts, messages), below /app. */
const appLinks = (hrefs: readonly string[]) =>
  hrefs.filter((href) => href.startsWith('/app/')).map((href) => href.slice('/app'.length));

/** What the sweep reads of a screen after a visit. */
export interface ScreenReading {
  /** The visible text (untranslated keys, the empty-list text, refusals). */
  text: string;
  /** In-app link targets on screen (workbench tiles, More entries, notices, contacts, messages). */
  links: string[];
  /**
   * The distinct kinds of element on screen (tag, classes, role, and whether it names itself),
   * not their text or number: the screen's state for the accessibility audit (sweep-audit.ts).
   */
  kinds: string;
}

/**
 * Reads the screen in one call to the page rather than three (its text, its links, its kinds of
 * element): each call is a round trip through the DevTools protocol, and the sweep reads about
 * two thousand screens.
 */
export async function readScreen(page: Page): Promise<ScreenReading> {
  const reading = await page.evaluate(() => {
    const seen = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[aria-hidden="true"]')) continue;
      const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
      seen.add(
        `${element.tagName}.${[...element.classList].sort().join('.')}[${element.getAttribute('role') ?? ''}]${named ? '@' : ''}`,
      );
    }
    return {
      text: document.body.innerText,
      hrefs: [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? ''),
      kinds: [...seen].sort().join(' '),
    };
  });
  return { text: reading.text, links: appLinks(reading.hrefs), kinds: reading.kinds };
}
