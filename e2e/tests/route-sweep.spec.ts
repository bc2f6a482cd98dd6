import { translate, type Language } from '@campus/contract';
import { expect, type Page } from '@playwright/test';
import { apiAs, startGeneralRequest, useLanguage, type UiLanguage } from '../support/portal';
import {
  affairGroups,
  affairRoutes,
  offered,
  patternMatcher,
  tableRoutes,
  type AffairScreenRoute,
  type Viewer,
} from '../support/route-table';
import { enterSignedIn } from '../support/api-sign-in';
import { test } from '../support/warm-context';
import { workflowEnUS } from '../../packages/web/src/i18n/locales/workflow-en-US';
import { workflowZhCN } from '../../packages/web/src/i18n/locales/workflow-zh-CN';
import { signIn } from '../support/session';
import { auditOpenPopup, closeSheet } from '../support/popup-audit';
import { portalEnUS } from '../../packages/web/src/i18n/locales/portal-en-US';
import { portalZhCN } from '../../packages/web/src/i18n/locales/portal-zh-CN';
import { sweepAuditor, type SweepAuditor } from '../support/sweep-audit';
import { smallTarget } from '../support/touch-targets';
import {
  currentPath,
  emptyText,
  navigateInApp,
  readScreen,
  untranslatedKeys,
  watch,
  type Problem,
  type ScreenReading,
  type Watch,
} from '../support/sweep';

/**
 * The route sweep: each demo role signs in and visits every route it can reach, in Chinese and in
 * English. The routes come from the web app's route table and the student-affairs descriptors
 * (support/route-table.ts), plus every in-app link the screens show (workbench tiles, More
 * entries, notices, contacts, messages), so a new screen joins by itself. A visit fails on a
 * console error, an API reply of 400 or above, an untranslated key, an error page it did not ask
 * for, and 暂无数据 where the demo data (README "Demo accounts") has rows. The workbench's tiles
 * are held to more (issue 30 item 15): each group's tile once, and none leading to a screen that
 * refuses the one who tapped it ("此页面仅供审批人员使用"). Each screen state is audited with
 * axe-core (issue 35, support/sweep-audit.ts, docs/ACCESSIBILITY.md): a serious or critical
 * violation and a primary action under 44 x 44 px are problems like the others.
 */

type Account = 'student' | 'counsellor' | 'college' | 'office' | 'dorm' | 'finance';
const ACCOUNTS: readonly Account[] = ['student', 'counsellor', 'college', 'office', 'dorm', 'finance'];
const LANGUAGES: readonly UiLanguage[] = ['zh-CN', 'en-US'];
/**
 * Each role's sweep in three parts, each its own test (within its time on CI's two cores, and
 * spread over both workers): the platform's screens, and the student-affairs groups in two halves
 * (alternate groups in key order). A part follows only the links that belong to it.
 */
type Part = 'platform' | 'affairs-1' | 'affairs-2';
const PARTS: readonly Part[] = ['platform', 'affairs-1', 'affairs-2'];

/**
 * Routes skipped while a screen is known to be unfinished (empty: every screen is built). A new
 * group's screens join the sweep by themselves; list one here only with the issue that builds it.
 */
const KNOWN_UNFINISHED: readonly string[] = [];

/**
 * Where the demo data has rows for the account (README "Demo accounts", seed/): the published
 * announcements and the address book for everyone; the student's national-grant application; the
 * counsellor's waiting leave (202411102), who is away or overdue today (202411103, 202411104), the
 * leaves they decided and their class lists; applications waiting at the college's and the
 * office's steps; the office's own announcements.
 */
const EXPECTED_ROWS: Readonly<Record<Account, readonly string[]>> = {
  student: ['/notice/index', '/contacts/index', '/bpmn/myRequest/index'],
  counsellor: [
    '/notice/index',
    '/contacts/index',
    '/bpmn/pending/index',
    '/bpmn/handled/index',
    '/xgxt/leave/review',
    '/xgxt/leave/today',
    '/d/list/classRoster',
    '/d/list/classContacts',
  ],
  college: ['/notice/index', '/contacts/index', '/bpmn/pending/index'],
  office: ['/notice/index', '/contacts/index', '/bpmn/pending/index', '/d/list/myNotices'],
  dorm: ['/notice/index', '/contacts/index'],
  finance: ['/notice/index', '/contacts/index'],
};

/** Routes of SPEC §2.1 the table must serve, typed as addresses, with where each should land. */
const SPEC_PATHS: readonly Target[] = [
  { path: '/', lands: '/dashboard', typed: true },
  { path: '/redirect/my/index', lands: '/my/index', typed: true },
];

/** Pages that are where they are on purpose: visiting them is no error. */
const ERROR_PAGES = ['/404', '/401', '/403', '/500'];

/** Screens a signed-in user is sent away from, or that end the session. */
const NOT_VISITED = new Set(['/login', '/register', '/reset_password', '/reset', '/refresh', '*']);

interface Target {
  path: string;
  /** Where the visit must end up (a redirect's target); else anywhere but an error page. */
  lands?: string;
  /** Opened as a typed address (a full load) rather than through the app's own navigation. */
  typed?: boolean;
}

/** A workflow screen's text (the sweep's two languages). */
const workflowText = (language: Language, key: keyof typeof workflowZhCN): string =>
  (language === 'en-US' ? workflowEnUS : workflowZhCN)[key];

/** What a screen says when it refuses its viewer: the screens' every "not for you" text (the sweep's two languages). */
const refusalsIn = (language: Language): string[] =>
  Object.entries(language === 'en-US' ? workflowEnUS : workflowZhCN)
    .filter(([key]) => key.endsWith('.notForYou'))
    .map(([, text]) => text);

/** The workbench's tiles as the viewer sees them: each one's title and where it leads. */
async function workbenchTiles(page: Page): Promise<{ title: string; path: string }[]> {
  const tiles = page.locator('section[aria-labelledby="common-apps"] li a');
  await tiles.first().waitFor();
  return tiles.evaluateAll((links) =>
    links.map((link) => ({
      title: link.querySelector('[data-tile-title]')?.textContent?.trim() ?? '',
      path: new URL((link as HTMLAnchorElement).href).pathname.replace(/^\/app/, ''),
    })),
  );
}

/** The screens whose links are entries (every one visited); elsewhere one link per route pattern. */
const ENTRY_SCREENS = new Set(['/dashboard', '/next-menu/index']);

async function viewerOf(page: Page, account: Account): Promise<Viewer> {
  const api = await apiAs(page.request, account);
  const info = await api.get<{ role: { code: string }[]; isTenantAdmin: boolean }>(
    '/api/oauth2/v3/user/context',
  );
  return { roles: info.role.map((r) => r.code), isTenantAdmin: info.isTenantAdmin };
}

/**
 * In the second language each route is visited by one of the roles offered it, not by all six:
 * what a second language can break (an untranslated key, a longer label's touch target or layout,
 * a formatted date or number) is the screen's, not the role's, and each role's own data, refusals
 * and failed requests are swept in the first language. The role is picked by the path's hash among
 * those offered it, so the visits spread evenly over the six tests. Paths with parameters, reached
 * by a screen's link, are kept as before (one of each pattern per test).
 */
function secondLanguageOwners(
  viewers: ReadonlyMap<Account, Viewer>,
  table: readonly { path: string }[],
  affairs: readonly AffairScreenRoute[],
): (path: string) => Account | undefined {
  const offeredTo = new Map<string, Account[]>();
  const add = (path: string, account: Account) =>
    offeredTo.set(path, [...(offeredTo.get(path) ?? []), account]);
  for (const account of ACCOUNTS) {
    const viewer = viewers.get(account)!;
    for (const route of table) add(route.path, account);
    for (const route of affairs) if (offered(route.group, route.screen, viewer)) add(route.path, account);
  }
  const hash = (path: string) => [...path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return (path) => {
    const accounts = offeredTo.get(path);
    return accounts ? accounts[hash(path) % accounts.length] : undefined;
  };
}

/** The routes of the table or of this part's student-affairs groups that this viewer is offered. */
async function routesFor(viewer: Viewer, part: Part) {
  const table = tableRoutes();
  const groups = await affairGroups();
  const affairs = affairRoutes(groups);
  // Each group's base paths (its own and its variants'), with the part that sweeps it.
  const bases = affairs
    .filter((r) => !r.screen)
    .map((r) => ({ base: r.path, part: `affairs-${(groups.indexOf(r.group) % 2) + 1}` as Part }));
  const partOf = (path: string): Part =>
    path.startsWith('/xgxt/')
      ? (bases.find((b) => path === b.base || path.startsWith(`${b.base}/`))?.part ?? 'affairs-1')
      : 'platform';
  const all: Target[] = [
    ...(part === 'platform' ? SPEC_PATHS : []),
    ...table
      .filter((r) => !r.redirect && r.requiresAuth && !NOT_VISITED.has(r.path))
      .filter((r) => !r.path.includes(':') && !r.path.includes('*'))
      .map((r) => ({ path: r.path })),
    ...affairs.filter((r) => offered(r.group, r.screen, viewer)).map((r) => ({ path: r.path })),
  ];
  const start = all.filter((target) => target.lands !== undefined || partOf(target.path) === part);
  // Paths with parameters are visited when a screen links to one (one of each).
  const patterns = [...table.map((r) => r.path), ...affairs.map((r) => r.path)]
    .filter((p) => p.includes(':'))
    .map((p) => ({ pattern: p, matcher: patternMatcher(p) }));
  const pages = table.filter((r) => !r.redirect && r.requiresAuth && !NOT_VISITED.has(r.path));
  return {
    start,
    patterns,
    mine: (path: string) => partOf(path.split('?')[0]!) === part,
    owners: (viewers: ReadonlyMap<Account, Viewer>) => secondLanguageOwners(viewers, pages, affairs),
  };
}

async function visit(
  page: Page,
  watcher: Watch,
  target: Target,
  language: Language,
  rows: readonly string[],
  tiles: ReadonlySet<string>,
  auditor: SweepAuditor,
): Promise<ScreenReading> {
  watcher.at(target.path);
  const started = Date.now();
  if (target.typed) {
    await page.goto(`/app${target.path}`);
    // A typed address boots the app, and the boot has quiet moments (scripts compiling, nothing
    // on screen yet, no request) before the router moves on: the redirect is waited for (as long
    // as settling may take); a visit that lands elsewhere is filed below as before.
    const lands = target.lands;
    if (lands !== undefined) {
      await page
        .waitForURL((url) => url.pathname === `/app${lands}`, { timeout: 10_000 })
        .catch(() => undefined);
    }
  } else await navigateInApp(page, target.path);
  await watcher.settle();
  // SWEEP_TRACE=1 prints how long each visit took, to find a slow screen.
  if (process.env.SWEEP_TRACE) console.log(`${Date.now() - started} ms ${target.path}`);
  const landed = (await currentPath(page)).split('?')[0]!;
  if (target.lands !== undefined && landed !== target.lands) {
    watcher.file(`landed on ${landed}, not ${target.lands}`);
  } else if (ERROR_PAGES.includes(landed) && !ERROR_PAGES.includes(target.path)) {
    watcher.file(`landed on the error page ${landed}`);
  }
  const screen = await readScreen(page);
  const text = screen.text;
  for (const key of untranslatedKeys(text)) watcher.file(`untranslated key: ${key}`);
  if (rows.includes(target.path) && text.includes(emptyText(language))) {
    watcher.file(`shows ${emptyText(language)} where the demo data has rows`);
  }
  const refusal = refusalsIn(language).find((words) => text.includes(words));
  if (tiles.has(target.path) && refusal) watcher.file(`a workbench tile leads to "${refusal}"`);
  await auditor.check(page, watcher, landed, language, { kinds: screen.kinds });
  return screen;
}

/**
 * The counsellor approves a request from the to-do list, as on every approval day; on the way the
 * task's "more" sheet (an ActionSheet) is audited open, and the agree button must be a thumb's size.
 */
async function approveOne(
  page: Page,
  watcher: Watch,
  language: Language,
  title: string,
  auditor: SweepAuditor,
) {
  watcher.at('/bpmn/task (agree)');
  await navigateInApp(page, '/bpmn/pending/index');
  await page.locator('[role="button"]', { hasText: title }).first().click();
  await expect(page).toHaveURL(/\/bpmn\/task\?taskId=/);
  await watcher.settle();
  watcher.at('/bpmn/task (more: ActionSheet open)');
  await page.getByRole('button', { name: workflowText(language, 'bpm.action.more'), exact: true }).click();
  await auditOpenPopup(page, watcher, auditor, language, '.adm-action-sheet-popup .adm-popup-body');
  await page
    .locator('.adm-action-sheet-popup')
    .getByText(workflowText(language, 'form.cancel'), { exact: true })
    .click();
  await expect(page.locator('.adm-action-sheet-popup')).toBeHidden();
  watcher.at('/bpmn/task (agree)');
  // As on a phone: the task page fades out while the list comes back.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const agree = page.getByRole('button', { name: translate(language, 'bpm.action.agree'), exact: true });
  const small = await smallTarget(agree, 'the agree button');
  if (small) watcher.file(`touch target under 44 x 44 px: ${small}`);
  await agree.click();
  await expect(page).toHaveURL(/\/bpmn\/pending\/index/);
  await watcher.settle();
}

function report(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.route}: ${p.what}`).join('\n');
}

test.describe('route sweep', () => {
  for (const part of PARTS)
    for (const language of LANGUAGES)
      test.describe(`${part} ${language}`, () => {
        // The platform part in Chinese visits every screen with the service worker the app
        // registers (the other journeys run without one, playwright.config.ts; it relays every
        // request, which costs CPU and tells nothing more in a second language).
        if (part === 'platform' && language === LANGUAGES[0]) test.use({ serviceWorkers: 'allow' });
        for (const account of ACCOUNTS)
          test(`${account} visits every route it can reach (${language}, ${part})`, async ({ page }) => {
            // A part reaches 20-60 screens, each loaded and settled: minutes on a busy 2-core machine.
            test.setTimeout(360_000);
            const watcher = watch(page);
            const auditor = sweepAuditor(test.info().title);
            await useLanguage(page, language);
            // Without the fade between views, a new view is on screen as soon as the router moves.
            await page.emulateMedia({ reducedMotion: 'reduce' });

            if (account === 'student' && part === 'platform') {
              // Signed out, an unknown path leads to sign-in and keeps the path the user wanted.
              watcher.at('/no/such/screen (signed out)');
              await page.goto('/app/no/such/screen?x=1');
              await expect(page).toHaveURL(/\/app\/login\?redirect=/);
              const wanted = new URL(page.url()).searchParams.get('redirect');
              if (wanted !== '/no/such/screen?x=1') watcher.file(`signed out, redirect=${wanted}`);
            }

            let approval: string | undefined;
            if (account === 'counsellor' && part === 'platform') {
              approval = `巡检 ${language} ${Date.now()}`;
              await startGeneralRequest(await apiAs(page.request, '202411109'), approval);
            }

            // Each role signs in through the login screen in both languages in its platform part;
            // the other parts take a session by the API (the same tokens, without the screen).
            if (part === 'platform') await signIn(page, account);
            else await enterSignedIn(page, account, '/app/dashboard');
            const viewer = await viewerOf(page, account);
            const { start, patterns, mine, owners } = await routesFor(viewer, part);
            // The second language: only the routes this role is the one to visit (SPEC paths stay).
            const ownerOf =
              language === LANGUAGES[0]
                ? undefined
                : owners(
                    new Map(
                      await Promise.all(ACCOUNTS.map(async (a) => [a, await viewerOf(page, a)] as const)),
                    ),
                  );
            const ours = (path: string) => (ownerOf?.(path) ?? account) === account;
            // Each tile once: two tiles of one title are two doors to guess between.
            watcher.at('/dashboard (tiles)');
            await navigateInApp(page, '/dashboard');
            const shown = await workbenchTiles(page);
            const titles = shown.map((tile) => tile.title);
            for (const title of new Set(titles.filter((title, i) => titles.indexOf(title) !== i)))
              watcher.file(`the workbench shows the tile ${title} twice`);
            const tiles = new Set(shown.map((tile) => tile.path));
            const queue: Target[] = start.filter((target) => target.lands !== undefined || ours(target.path));
            const seen = new Set(queue.map((t) => t.path));
            const seenPatterns = new Set<string>();
            const rows = EXPECTED_ROWS[account];

            while (queue.length > 0) {
              const target = queue.shift()!;
              if (KNOWN_UNFINISHED.includes(target.path)) continue;
              const screen = await visit(page, watcher, target, language, rows, tiles, auditor);
              const entries = ENTRY_SCREENS.has(target.path);
              for (const link of screen.links) {
                const path = link.split('#')[0]!;
                if (
                  seen.has(path) ||
                  !mine(path) ||
                  !ours(path) ||
                  KNOWN_UNFINISHED.includes(path.split('?')[0]!)
                )
                  continue;
                const pattern = patterns.find((p) => p.matcher.test(path.split('?')[0]!));
                if (pattern && !entries) {
                  if (seenPatterns.has(pattern.pattern)) continue;
                  seenPatterns.add(pattern.pattern);
                }
                seen.add(path);
                queue.push({ path });
              }
            }

            if (approval) await approveOne(page, watcher, language, approval, auditor);

            expect(watcher.problems, report(watcher.problems)).toEqual([]);
          });
      });

  /**
   * The popups the sweep's screens open, audited open (the screens alone show them closed): the
   * form renderer's picker, date picker and range calendar on the sample form, and a confirm
   * dialog. The ActionSheet is the task's "more" sheet, opened in the counsellor's approval.
   */
  for (const language of LANGUAGES)
    test(`the open popups pass the audit (${language})`, async ({ page }) => {
      const watcher = watch(page);
      const auditor = sweepAuditor(test.info().title);
      await useLanguage(page, language);
      await enterSignedIn(page, 'student', '/app/demo/form');
      await watcher.settle();
      for (const [field, what] of [
        ['kind', 'picker'],
        ['day', 'date picker'],
        ['period', 'calendar'],
      ] as const) {
        watcher.at(`/demo/form (${what} open)`);
        await page.locator(`#${field}`).click();
        await auditOpenPopup(page, watcher, auditor, language, '.adm-popup-body');
        await closeSheet(page);
      }
      watcher.at('/my/setting (confirm dialog open)');
      await navigateInApp(page, '/my/setting');
      const portal = language === 'en-US' ? portalEnUS : portalZhCN;
      await page.getByRole('button', { name: portal['my.setting.clearCache'] }).click();
      await auditOpenPopup(page, watcher, auditor, language, '.adm-center-popup-body');
      await page.getByRole('dialog').getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(watcher.problems, report(watcher.problems)).toEqual([]);
    });
});

/**
 * The school's administrator (issue 28) visits the administration's screens (only they are offered
 * them): every /admin route of the table, and one of each pattern its screens link to (a person's
 * page). Each has rows in the demo school.
 */
const ADMIN_ROWS = [
  '/admin',
  '/admin/people',
  '/admin/org',
  '/admin/classes',
  '/admin/roles',
  '/admin/dorms',
  '/admin/designer',
];

test.describe('route sweep: the school administrator', () => {
  for (const language of LANGUAGES)
    test(`admin visits every administration screen (${language})`, async ({ page }) => {
      test.setTimeout(360_000);
      const watcher = watch(page);
      const auditor = sweepAuditor(test.info().title);
      await useLanguage(page, language);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await enterSignedIn(page, 'admin', '/app/admin');
      const table = tableRoutes().filter((r) => !r.redirect && r.path.startsWith('/admin'));
      const patterns = table.filter((r) => r.path.includes(':')).map((r) => patternMatcher(r.path));
      const queue: Target[] = table.filter((r) => !r.path.includes(':')).map((r) => ({ path: r.path }));
      const seen = new Set(queue.map((t) => t.path));
      const seenPatterns = new Set<number>();
      while (queue.length > 0) {
        const target = queue.shift()!;
        const screen = await visit(page, watcher, target, language, ADMIN_ROWS, new Set(), auditor);
        for (const link of screen.links) {
          const path = link.split('#')[0]!;
          const pattern = patterns.findIndex((matcher) => matcher.test(path.split('?')[0]!));
          if (seen.has(path) || pattern < 0 || seenPatterns.has(pattern)) continue;
          seenPatterns.add(pattern);
          seen.add(path);
          queue.push({ path });
        }
      }
      expect(seenPatterns.size, 'a person’s page was linked').toBe(patterns.length);
      expect(watcher.problems, report(watcher.problems)).toEqual([]);
    });
});
