// What the main thread does in a page load's long tasks, for finding total blocking time
// (Lighthouse names most of it "Unattributable" or "Other"). Loads a page of the built app in
// Chromium with the CPU slowed 4x as Lighthouse's mobile profile does, records a trace and prints
// each task over 50 ms with the trace events that took its time, grouped by name and script.
//
//   node scripts/build.mjs && npx tsx bench/web/long-tasks.mjs [path] [account] [--profile]
//   e.g. npx tsx bench/web/long-tasks.mjs /app/dashboard student
//   (path `first-request`: the account's first request's detail, the page bench/web audits)
//   (account `-`: not signed in; --profile also samples JavaScript and prints the functions and
//   scripts that ran longest, self time: a forced layout shows as the function that asked for it,
//   a lazy chunk's evaluation as the function that imported it)
//
// Times are of this machine under 4x slowdown, to compare pieces of one trace with each other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { provideChromium } from '../../scripts/lib/chromium.mjs';
import { startProcess } from '../lib/server-process.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROFILE = process.argv.includes('--profile');
const [path = '/app/dashboard', account = 'student'] = process.argv.slice(2).filter((a) => a !== '--profile');

const dir = mkdtempSync(join(tmpdir(), 'long-tasks-'));
const server = await startProcess(
  join(ROOT, 'packages/server/dist/main.js'),
  { DATABASE_URL: `sqlite:${join(dir, 'trace.db')}`, WEB_DIST: join(ROOT, 'packages/web/dist') },
  '/api/health',
);
const browser = await chromium.launch({
  executablePath: provideChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (account !== '-') {
    await page.goto(`${server.url}/app/login`);
    await page.fill('#login-username', account);
    await page.fill('#login-password', 'Demo@2026');
    await page.click('form button[type="submit"]');
    await page.waitForURL((url) => !url.pathname.startsWith('/app/login'));
    await page.waitForLoadState('networkidle');
  }
  let target = `${server.url}${path}`;
  if (path === 'first-request') {
    // As bench/web's firstRequestOf: the card naming its process (the chips above are buttons too).
    await page.goto(`${server.url}/app/bpmn/myRequest/index`, { waitUntil: 'networkidle' });
    await page.locator('[role="button"]', { hasText: '流程' }).first().click();
    await page.waitForURL((url) => !url.pathname.includes('/myRequest/'));
    target = page.url();
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(target, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : undefined;
  await cdp.send('Tracing.end');
  await done;
  report(events);
  if (profile) reportProfile(profile);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}

function report(events) {
  // The renderer's main thread that ran the page (a navigation may have swapped processes): the
  // busiest of the threads named so.
  const busy = (thread) =>
    events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000).sort((a, b) => a.ts - b.ts);
  const start = Math.min(...onMain.map((e) => e.ts));
  let blocking = 0;
  for (const task of tasks) {
    blocking += task.dur / 1000 - 50;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const byName = new Map();
    for (const e of inside) {
      const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
      const key = `${e.name}${url ? ` ${url.split('/').pop()}` : ''}`;
      byName.set(key, (byName.get(key) ?? 0) + e.dur / 1000);
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
    for (const [name, ms] of top) console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${name}`);
  }
  console.log(
    `\n${tasks.length} long tasks; blocking time over 50 ms each: ${blocking.toFixed(0)} ms (4x slowdown)`,
  );
}

/** Self time per script and per function, from the sampling profile (4x slowdown). */
function reportProfile(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map();
  const byScript = new Map();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    if (!frame.url) return; // idle, program, garbage collector
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const script = frame.url.split('/').pop();
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${name}`)
      .join('\n');
  console.log(`\nJavaScript self time by script:\n${top(byScript, 10)}`);
  console.log(`\nby function:\n${top(byFunction, 15)}`);
}
