import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in the machine's Chromium at phone size (375 px), against the real built
 * server on a fresh SQLite file with the demo data (see support/start-server.mjs).
 */
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  // Four workers on CI's two cores: a journey spends much of its time waiting (a screen settling,
  // the server answering), and with two workers the cores were busy only about 70% of the time
  // (the route sweep 65%). With four: about 94%, and the journeys took 930 s instead of 1,346.
  // E2E_WORKERS=n to compare.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // One retry: on CI's two shared cores a journey now and then loses a race with its own
  // animations (a sheet still sliding, a toast fading). A test that fails twice fails the run, and
  // the report lists a test that passed only on its retry as "flaky", to be fixed, not ignored.
  retries: 1,
  // Generous: CI runs the journeys on two shared cores, where a multi-phone journey that takes a
  // minute on a quiet machine has been seen to take three (the longer ones set their own).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A tap or a navigation that cannot happen fails within a minute and names itself, instead of
    // holding the test until its own timeout says only "Test timeout exceeded" (Playwright's
    // default for both is no limit). Generous beyond any wait seen on CI's loaded cores.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    viewport: { width: 375, height: 812 },
    // One device pixel per CSS pixel: a 375 px screen is still 375 px wide in every screenshot,
    // and painting a quarter of the pixels saved about 8% of the journeys' CPU. E2E_DSF=3 for
    // a phone's sharpness when looking at glyphs.
    deviceScaleFactor: Number(process.env.E2E_DSF ?? 1),
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // Journeys run in a browser that grants no service worker (as private modes and some in-app
    // browsers do): a fresh phone's worker fetched and stored every script again and then relayed
    // each request, a third of the journeys' CPU. The worker itself is tested where it matters:
    // tests/pwa.spec.ts, and the route sweep's platform part in Chinese visits every screen with it.
    serviceWorkers: process.env.E2E_SW === 'allow' ? 'allow' : 'block',
    // Phones set to "reduce motion" (the app follows the system: its view fade, and antd-mobile's
    // sheets, dialogs and toasts through lib/antd-motion.ts): a journey then waits for no sheet
    // sliding in and no toast fading, and the browser paints no animation frames. The route
    // sweep's approval and E2E_MOTION=full keep the motion.
    contextOptions: { reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce' },
    // A trace is recorded on a failing test's retry only: recording every test (retain-on-failure)
    // cost about a third of the journeys' CPU (screencast frames and snapshots of every action),
    // for traces that were then thrown away. E2E_TRACE=on records them all.
    trace: (process.env.E2E_TRACE as 'on') ?? 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The pages of one journey (a student's phone, a counsellor's) share one renderer
        // process rather than starting one each: about 7% of the journeys' CPU. They take turns
        // anyway: a journey drives one page at a time.
        '--renderer-process-limit=1',
        ...(process.env.E2E_CHROME_ARGS ? process.env.E2E_CHROME_ARGS.split(' ') : []),
      ],
    },
  },
  projects: [{ name: 'phone-chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The server closes itself on SIGTERM (its database, and a CPU profile asked for by
    // E2E_SERVER_NODE_ARGS) instead of being killed outright.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    env: { PORT: String(port) },
  },
});
