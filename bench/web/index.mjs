// Web benchmark:
//   - production build sizes: the entry chunk and every route, gzip (sizes.mjs), against the
//     login route's budget of 170 KB;
//   - Lighthouse (mobile) performance, accessibility and best-practices of /app/login, the
//     workbench (/app/dashboard, signed in through the login screen as the demo student), the
//     counsellor's pending list and a request's detail (the student's first request) against
//     the built server on a freshly seeded SQLite database, in the machine's Chromium; each page
//     audited BENCH_LH_RUNS times (default 3), the median reported; baseline: a minimal page
//     served by bare Fastify (bench/api/bare-server.mjs) audited the same way in the same run,
//     i.e. what this machine scores at best right now.
//
//   npm run bench -- web
//
// BENCH_WEB_DIST=<dir> audits another build of the web app (e.g. one made from an older commit
// with `npx vite build --config packages/web/vite.config.ts --outDir <dir>`), BENCH_WEB_PAGES=
// login,workbench,pending,detail picks pages (the baseline is always audited).
// BENCH_WEB_PROTOCOL=h2 (default) audits through a TLS + HTTP/2 front as deployed (docs/DEPLOY.md,
// tls-front.mjs); http1 audits the server's own plain HTTP/1.1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit, CATEGORIES, launchBrowser, median } from './lighthouse.mjs';
import { printSizes } from './sizes.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'packages/web/dist');
const PAGES = process.env.BENCH_WEB_PAGES?.split(',');
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PROTOCOL = process.env.BENCH_WEB_PROTOCOL ?? 'h2';

const machine = () =>
  `${cpus().length} cpus, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')}`;

/** Starts a server script (through the benchmarks' TypeScript helper, so both start alike). */
async function startServers(databaseUrl) {
  const { startProcess, startBareServer } = await import('../lib/server-process.ts');
  const server = await startProcess(
    join(ROOT, 'packages/server/dist/main.js'),
    { DATABASE_URL: databaseUrl, WEB_DIST: DIST },
    '/api/health',
  );
  const bare = await startBareServer();
  if (PROTOCOL !== 'h2') return { server, bare };
  // Both behind the same kind of front, so the baseline pays what the app pays.
  const { startTlsFront } = await import('./tls-front.mjs');
  const fronted = async (upstream) => {
    const front = await startTlsFront(upstream.url);
    return { url: front.url, stop: async () => (await front.stop(), await upstream.stop()) };
  };
  return { server: await fronted(server), bare: await fronted(bare) };
}

/** Signs in through the login screen (as the e2e journeys do) and waits for the workbench. */
function signInAs(origin, account) {
  return async (page) => {
    await page.goto(`${origin}/app/login`, { waitUntil: 'networkidle0' });
    await page.type('#login-username', account);
    await page.type('#login-password', 'Demo@2026');
    await Promise.all([
      page.waitForFunction(() => !globalThis.location.pathname.startsWith('/app/login'), { timeout: 30000 }),
      page.click('form button[type="submit"]'),
    ]);
    await page.waitForNetworkIdle({ idleTime: 500 });
  };
}

/**
 * Signs in as the demo student and opens the first request of their list (a scholarship's detail
 * in the demo data): that page is audited.
 */
function firstRequestOf(origin, account) {
  const signIn = signInAs(origin, account);
  return async (page) => {
    await signIn(page);
    await page.goto(`${origin}/app/bpmn/myRequest/index`, { waitUntil: 'networkidle0' });
    await Promise.all([
      page.waitForFunction(() => !globalThis.location.pathname.includes('/myRequest/'), { timeout: 30000 }),
      // A request's card (the filter chips above are buttons too): the one naming its process.
      page.evaluate(() =>
        [...globalThis.document.querySelectorAll('[role="button"]')]
          .find((e) => e.textContent.includes('流程'))
          .click(),
      ),
    ]);
    await page.waitForNetworkIdle({ idleTime: 500 });
    return page.url();
  };
}

async function main() {
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the production build failed');
  console.log(`web app: ${DIST}`);
  console.log(`machine: ${machine()}\n`);
  printSizes(DIST);

  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const { server, bare } = await startServers(`sqlite:${join(dir, 'web.db')}`);
  const chrome = await launchBrowser();
  const pages = [
    { name: 'baseline (bare Fastify page)', url: `${bare.url}/page` },
    { key: 'login', name: '/app/login', url: `${server.url}/app/login` },
    {
      key: 'workbench',
      name: '/app/dashboard (signed in)',
      url: `${server.url}/app/dashboard`,
      prepare: signInAs(server.url, 'student'),
    },
    {
      key: 'pending',
      name: 'pending list (counsellor)',
      url: `${server.url}/app/bpmn/pending/index`,
      prepare: signInAs(server.url, 'counsellor'),
    },
    {
      key: 'detail',
      name: "a request's detail (student)",
      url: `${server.url}/app/bpmn/instance`,
      prepare: firstRequestOf(server.url, 'student'),
    },
  ].filter((p, i) => i === 0 || !PAGES || PAGES.includes(p.key));
  const results = [];
  try {
    console.log(
      `\nLighthouse 12, mobile, ${RUNS} runs per page (median), over ${PROTOCOL === 'h2' ? 'TLS + HTTP/2' : 'HTTP/1.1'}; machine: ${machine()}`,
    );
    for (const p of pages) {
      const audits = [];
      for (let i = 0; i < RUNS; i++) audits.push(await audit(chrome.browser, p.url, p.prepare));
      const m = median(audits);
      if (!m.url.includes(new URL(p.url).pathname)) throw new Error(`${p.name} ended at ${m.url}`);
      results.push({ ...p, ...m });
      console.log(
        `  ${p.name}: ${CATEGORIES.map((c) => `${c} ${m.scores[c]}`).join(', ')}; ` +
          `FCP ${m.metrics.FCP.toFixed(0)} ms, LCP ${m.metrics.LCP.toFixed(0)} ms, TBT ${m.metrics.TBT.toFixed(0)} ms`,
      );
    }
  } finally {
    await chrome.close();
    await server.stop();
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const base = results[0];
  console.log(`\nmachine: ${machine()}`);
  console.log(
    `\n${'page'.padEnd(30)} ${CATEGORIES.map((c) => c.padStart(14)).join(' ')} ${'perf vs base'.padStart(13)}` +
      `  FCP ms  LCP ms  TBT ms    CLS`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(30)} ${CATEGORIES.map((c) => String(r.scores[c]).padStart(14)).join(' ')} ` +
        `${((100 * r.scores.performance) / base.scores.performance).toFixed(0).padStart(12)}%` +
        `  ${r.metrics.FCP.toFixed(0).padStart(6)}  ${r.metrics.LCP.toFixed(0).padStart(6)}` +
        `  ${r.metrics.TBT.toFixed(0).padStart(6)}  ${r.metrics.CLS.toFixed(3).padStart(5)}`,
    );
  }
  console.log('\naudits below 0.9 (goal: every category >= 95):');
  for (const r of results.slice(1)) for (const f of r.failing) console.log(`  ${r.name}: ${f}`);
}

await main();
