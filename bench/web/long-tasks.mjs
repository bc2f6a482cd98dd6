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
// With --profile each long task also lists the functions that ran longest inside it (inclusive
// time: a component's render with what it called). BENCH_WEB_DIST=<dir> traces another build, e.g.
// one built without minifying for readable names: (cd packages/web && npx vite build --minify false
// --outDir /tmp/dist-plain).
//
// --simulate records without slowing the CPU and multiplies every task by four afterwards, as
// Lighthouse's simulated throttling does (its trace is recorded at full speed, so a task that is
// short here but waits on the server's CPU on a shared machine counts fourfold there).
//
// --cpu-time measures each task by the main thread's CPU time in it (the trace's thread clock)
// instead of its wall time: on a machine shared with other work, a task's wall time also holds the
// time the thread waited for a core, which varies from run to run more than the change being
// measured. Use it with --simulate to compare two builds on a busy machine.
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
const SIMULATE = process.argv.includes('--simulate');
/** Reported durations are multiplied by this: 4 when the CPU was not slowed during the trace. */
const SCALE = SIMULATE ? 4 : 1;
const CPU_TIME = process.argv.includes('--cpu-time');
/** A trace event's duration (µs): its thread time with --cpu-time when the trace has it. */
const length = (e) => (CPU_TIME ? (e.tdur ?? e.dur) : e.dur);
const [path = '/app/dashboard', account = 'student'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));

const dir = mkdtempSync(join(tmpdir(), 'long-tasks-'));
const server = await startProcess(
  join(ROOT, 'packages/server/dist/main.js'),
  {
    DATABASE_URL: `sqlite:${join(dir, 'trace.db')}`,
    WEB_DIST: process.env.BENCH_WEB_DIST ?? join(ROOT, 'packages/web/dist'),
  },
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
  if (!SIMULATE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories:
      'loading,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
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
  const tasks = report(events);
  if (profile) reportProfile(profile, tasks);
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
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && length(e) * SCALE > 50_000)
    .sort((a, b) => a.ts - b.ts);
  const start = Math.min(...onMain.map((e) => e.ts));
  // Lighthouse counts blocking time from the first contentful paint on.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
  let blocking = 0;
  let blockingAfterPaint = 0;
  for (const task of tasks) {
    blocking += (length(task) * SCALE) / 1000 - 50;
    if (fcp !== undefined && task.ts >= fcp) blockingAfterPaint += (length(task) * SCALE) / 1000 - 50;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const byName = new Map();
    for (const e of inside) {
      const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
      const key = `${e.name}${url ? ` ${url.split('/').pop()}` : ''}`;
      byName.set(key, (byName.get(key) ?? 0) + (length(e) * SCALE) / 1000);
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${((length(task) * SCALE) / 1000).toFixed(0)} ms`,
    );
    for (const [name, ms] of top) console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${name}`);
  }
  console.log(
    `\n${tasks.length} long tasks; blocking time over 50 ms each: ${blocking.toFixed(0)} ms (4x slowdown)`,
  );
  if (fcp !== undefined) {
    console.log(
      `first contentful paint at ${((fcp - start) / 1000).toFixed(0)} ms; blocking time after it: ${blockingAfterPaint.toFixed(0)} ms`,
    );
  }
  return tasks.map((task) => ({ at: (task.ts - start) / 1000, from: task.ts, to: task.ts + task.dur }));
}

/** Self time per script and per function, from the sampling profile (4x slowdown). */
function reportProfile(profile, tasks) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  reportInsideTasks(profile, tasks);
  const byFunction = new Map();
  const byScript = new Map();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    if (!frame.url) return; // idle, program, garbage collector
    const ms = ((profile.timeDeltas[i] ?? 0) * SCALE) / 1000;
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

/**
 * Per long task, the functions of the page's own scripts with the most inclusive time: each sample
 * counts once for every distinct function on its stack. Profile and trace share one clock (µs).
 */
function reportInsideTasks(profile, tasks) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  let time = profile.startTime;
  const perTask = tasks.map(() => new Map());
  const selfPerTask = tasks.map(() => new Map());
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    const index = tasks.findIndex((task) => time >= task.from && time <= task.to);
    if (index < 0) return;
    const ms = ((profile.timeDeltas[i + 1] ?? 0) * SCALE) / 1000;
    const leaf = byId.get(id);
    const leafName = `${leaf.functionName || `(${leaf.url ? 'anonymous' : 'native'})`} ${leaf.url.split('/').pop()}:${leaf.lineNumber + 1}`;
    selfPerTask[index].set(leafName, (selfPerTask[index].get(leafName) ?? 0) + ms);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node);
      if (!frame.url) continue;
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      perTask[index].set(name, (perTask[index].get(name) ?? 0) + ms);
    }
  });
  tasks.forEach((task, i) => {
    const top = [...perTask[i]].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log(`\ninside the task at ${task.at.toFixed(0)} ms (inclusive):`);
    for (const [name, ms] of top) console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${name}`);
    const self = [...selfPerTask[i]].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log('  self time:');
    for (const [name, ms] of self) console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${name}`);
  });
}
