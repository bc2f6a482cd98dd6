import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startProcess } from '../../bench/lib/server-process';
import { startPushService, type PushTestService } from '../../packages/server/src/test/push-service';
import { apiAs, shot, startGeneralRequest, useLanguage, type UiLanguage } from '../support/portal';
import { enterSignedIn } from '../support/api-sign-in';

// The other journeys run without service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 16: the installable app. The service worker registers after load; offline, the shell opens
 * with the banner and the last-seen pending list; signing out forgets the kept replies; My >
 * Notifications manages the devices, and an approval reaches the student's device as a real Web
 * Push (encrypted, VAPID-signed) at a local push service (the test browser has no vendor push
 * service to reach). In the second demo school, where a fresh student of hbcounsellor's class asks.
 */
const STUDENT = '202421105';
const REVIEWER = 'hbcounsellor';
const BPM = '/api/business/v3/bpm';

const TEXTS = {
  'zh-CN': { offline: '网络已断开，显示的是上次看到的内容', title: '通知推送', device: '接收通知的设备' },
  'en-US': {
    offline: 'You are offline: showing what you saw last',
    title: 'Notifications',
    device: 'Devices that get notifications',
  },
} as const;

/** Waits until the service worker controls the page (it claims the page when it first activates). */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 20_000 })
    .toBe('activated');
}

/** The API replies the service worker keeps for offline use that are the signed-in person's. */
const keptPersonalReplies = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.keys()).includes('campus-api-v1')) return [];
    const kept = await (await caches.open('campus-api-v1')).keys();
    // The login screen's own reads (registration open, providers) are nobody's.
    return kept
      .map((request) => request.url)
      .filter((url) => !/\/user\/open|\/sso\/providers|\/health/.test(url));
  });

test.describe('the installable app', () => {
  test.describe.configure({ mode: 'serial' });
  let pushService: PushTestService;
  test.beforeAll(async () => {
    pushService = await startPushService();
  });
  test.afterAll(async () => pushService.close());

  test('the manifest names the app and lists real PNG icons', async ({ request }) => {
    const manifest = (await (await request.get('/app/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({
      name: '智慧学工',
      short_name: '学工',
      start_url: '/app/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toBe('#2b6cd4');
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`)!;
      const png = await (await request.get(`/app/${icon.src}`)).body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  for (const language of ['zh-CN', 'en-US'] as const satisfies UiLanguage[]) {
    test(`offline, the shell shows the banner and the last-seen pending list (${language})`, async ({
      page,
      context,
    }) => {
      const student = await apiAs(page.request, STUDENT);
      const title = `离线查看 ${language} ${Date.now() % 1_000_000}`;
      await startGeneralRequest(student, title);

      await useLanguage(page, language);
      await enterSignedIn(page, REVIEWER, '/app/dashboard');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app/manifest.webmanifest');
      await controlled(page);
      await page.goto('/app/bpmn/pending/index');
      await expect(page.locator('[role="button"]', { hasText: title })).toBeVisible();

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('offline-banner')).toHaveText(TEXTS[language].offline);
      await expect(page.locator('[role="button"]', { hasText: title })).toBeVisible();
      await shot(page, 'pwa-offline-pending', language);
      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);

      // Signing out forgets what was kept: the next person on this phone sees none of it.
      const kept = await keptPersonalReplies(page);
      expect(kept.some((url) => url.includes('/received/query/pending'))).toBe(true);
      expect(kept.some((url) => url.includes('/user/context'))).toBe(true);
      await page.goto('/app/my/index');
      await page.getByText(language === 'zh-CN' ? '退出登录' : 'Sign Out', { exact: true }).click();
      await page.locator('.adm-dialog-button').last().click();
      await expect(page).toHaveURL(/\/app\/login/);
      await expect.poll(() => keptPersonalReplies(page)).toEqual([]);
    });
  }

  for (const language of ['zh-CN', 'en-US'] as const satisfies UiLanguage[]) {
    test(`My > Notifications manages the devices; an approval reaches the student's device (${language})`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['notifications']);
      await useLanguage(page, language);
      await enterSignedIn(page, STUDENT, '/app/dashboard');
      await controlled(page);
      // Headless Chromium has no vendor push service to subscribe at: try, and say what happened.
      const key = (
        await (
          await apiAs(page.request, STUDENT)
        ).get<{ publicKey: string }>('/api/platform/v3/push/vapidKey')
      ).publicKey;
      const browserPush = await page.evaluate(async (publicKey) => {
        try {
          const registration = await navigator.serviceWorker.ready;
          const raw = atob(publicKey.replace(/-/g, '+').replace(/_/g, '/'));
          const subscription = await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: Uint8Array.from(raw, (c) => c.charCodeAt(0)),
          });
          const endpoint = subscription.endpoint;
          await subscription.unsubscribe();
          return `subscribed at ${new URL(endpoint).host}`;
        } catch (error) {
          return `no subscription: ${String(error)}`;
        }
      }, key);
      test.info().annotations.push({ type: 'browser push', description: browserPush });

      // The local push service stands in for the vendor's: the device is kept as the page would keep it.
      const student = await apiAs(page.request, STUDENT);
      const device = pushService.device();
      await student.post('/api/platform/v3/push/device/save', {
        ...device.subscription,
        device: 'Chrome · Android',
        language,
      });

      await page.goto('/app/my/index');
      await page.getByText(TEXTS[language].title, { exact: true }).click();
      await expect(page).toHaveURL(/\/app\/my\/push$/);
      await expect(page.getByText(TEXTS[language].device)).toBeVisible();
      const row = page.locator('.adm-list-item', { hasText: 'Chrome · Android' });
      await expect(row).toBeVisible();
      await shot(page, 'pwa-push-devices', language);

      // Off: nothing is sent; on again: the decision arrives.
      await row.getByRole('switch').click();
      await expect
        .poll(
          async () =>
            (await student.get<{ enabled: string }[]>('/api/platform/v3/push/device/list'))[0]?.enabled,
        )
        .toBe('N');
      await row.getByRole('switch').click();
      await expect
        .poll(
          async () =>
            (await student.get<{ enabled: string }[]>('/api/platform/v3/push/device/list'))[0]?.enabled,
        )
        .toBe('Y');

      const title = `推送 ${language} ${Date.now() % 1_000_000}`;
      const instId = await startGeneralRequest(student, title);
      const reviewer = await apiAs(page.request, REVIEWER);
      const pending = await reviewer.post<{ dataResult: { id: string; taskId: string }[] }>(
        `${BPM}/received/query/pending`,
        { requestPage: { pageNo: 1, limit: 100 } },
      );
      const task = pending.dataResult.find((r) => r.id === instId)!;
      const before = pushService.received.length;
      await reviewer.post(`${BPM}/task/agree`, { taskId: task.taskId, opinion: '同意' });
      const path = new URL(device.subscription.endpoint).pathname;
      await expect
        .poll(() => pushService.received.slice(before).find((p) => p.path === path), { timeout: 15_000 })
        .toBeTruthy();
      const push = pushService.received.slice(before).find((p) => p.path === path)!;
      expect(push.payload).toMatchObject({
        // The request's subject is "<starter>：<title>".
        title: expect.stringMatching(
          new RegExp(`^${language === 'zh-CN' ? '审批结果：' : 'Decision: '}.*${title}$`),
        ),
        url: `bpmn/instance?id=${instId}`,
      });
      expect(push.vapid.publicKey).toBe(key);
      expect(pushService.rejected).toEqual([]);

      // Removing the device here ends it at the server.
      await row.getByRole('button').click();
      await page.locator('.adm-dialog-button').last().click();
      await expect(row).toHaveCount(0);
      expect(await student.get('/api/platform/v3/push/device/list')).toEqual([]);
    });
  }
});

test.describe('a new version', () => {
  test('is announced with Refresh, which switches to it and reloads', async ({ browser }) => {
    // Its server seeds the demo school first (about 20 s on a quiet machine, several times that
    // beside the other journeys): a deadline for a loaded machine, not a measure of speed.
    test.setTimeout(300_000);
    // A server of its own on a copy of the build: the "deploy" below changes nothing for the other
    // journeys (and Playwright's routes do not see the browser fetch a worker's script).
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dist = mkdtempSync(join(tmpdir(), 'campus-deploy-'));
    cpSync(join(root, 'packages/web/dist'), dist, { recursive: true });
    const server = await startProcess(
      join(root, 'packages/server/dist/main.js'),
      { DATABASE_URL: `sqlite:${join(dist, 'app.db')}`, WEB_DIST: dist },
      '/api/health',
    );
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await enterSignedIn(page, 'student', '/app/dashboard');
      await controlled(page);

      // The deploy: the worker's script changes (its precompressed copies go with the old one).
      appendFileSync(join(dist, 'sw.js'), '\n// the next version\n');
      for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(dist, copy), { force: true });
      // The app asks for a new version every hour; ask now.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText('新版本已就绪', { timeout: 30_000 });
      await shot(page, 'pwa-update-prompt', 'zh-CN');

      // Refresh: the waiting worker takes over and the page reloads under it; the prompt is gone.
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: '刷新' }).click();
      await reloaded;
      await expect(prompt).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return {
              waiting: Boolean(registration?.waiting),
              controller: navigator.serviceWorker.controller?.state,
            };
          }),
        )
        .toEqual({ waiting: false, controller: 'activated' });
    } finally {
      await context.close();
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
