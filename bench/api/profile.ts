/**
 * Where the pending list's time goes, for a CPU profile: builds the app in this process on a bench
 * data set (the API bench's volume) and injects the pending list as the demo counsellor and the
 * office clerk, PROFILE_CALLS times each, one after another, and with PROFILE_OUT writes a CPU
 * profile of those calls alone (after the warm-up; not the seeding, the start or the sign-in):
 *
 *   BENCH_DB=sqlite PROFILE_OUT=/tmp/pending.cpuprofile npx tsx --conditions=source bench/api/profile.ts
 *
 * PROFILE_DATABASE_URL reuses a data set an earlier run kept (PROFILE_KEEP=1 keeps it and prints
 * its URL), so a second profile need not seed again. Not part of `npm run bench` (no index here).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { HEADER_TOKEN } from '@campus/contract';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { openDatabase } from '../../packages/server/src/db/index.js';
import { stopCluster, type Dialect } from '../lib/bench-db.js';
import { createDataset } from '../lib/dataset.js';
import { BENCH_PASSWORD } from '../lib/sign-in.js';

const CALLS = Number(process.env.PROFILE_CALLS ?? 5000);
const DIALECT = (process.env.BENCH_DB ?? 'sqlite') as Dialect;
const LIST = JSON.stringify({ parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] });
const PENDING = '/api/business/v3/bpm/received/query/pending';

async function main(): Promise<void> {
  let url = process.env.PROFILE_DATABASE_URL;
  let drop: (() => Promise<void>) | undefined;
  if (!url) {
    const dataset = await createDataset(DIALECT, 'bench_profile', {
      instances: Number(process.env.BENCH_INSTANCES ?? 20_000),
      openShare: 0.03,
      years: 4,
      seed: 20260901,
      pinnedOpen: 30,
    });
    url = dataset.bench.url;
    await dataset.bench.database.close();
    drop = process.env.PROFILE_KEEP ? undefined : () => dataset.bench.drop();
    console.log(`data set: ${url}`);
  }
  const database = openDatabase(url);
  const app = await buildApp(
    loadConfig({ DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'warn', WEB_DIST: '' }),
    { database },
  );
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  try {
    await app.ready();
    for (const account of ['counsellor', 'office']) {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/oauth2/v3/authentication/apply',
        payload: {
          grant_type: 'password_credentials',
          client_id: 'campus-mobile',
          client_secret: 'campus-mobile-secret',
          username: account,
          password: BENCH_PASSWORD,
        },
      });
      const token = (JSON.parse(signIn.body) as { data: { access_token: string } }).data.access_token;
      const call = () =>
        app.inject({
          method: 'POST',
          url: PENDING,
          headers: { [HEADER_TOKEN]: token, 'content-type': 'application/json' },
          payload: LIST,
        });
      for (let i = 0; i < 200; i++) await call(); // warm-up
      if (process.env.PROFILE_OUT) await inspector.post('Profiler.start');
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) {
        const reply = await call();
        if (reply.statusCode !== 200) throw new Error(`${account}: ${reply.statusCode} ${reply.body}`);
      }
      const perCall = (1000 * (performance.now() - started)) / CALLS;
      const used = process.cpuUsage(cpu);
      const cpuPerCall = (used.user + used.system) / CALLS;
      if (process.env.PROFILE_OUT) {
        const { profile } = await inspector.post('Profiler.stop');
        writeFileSync(
          process.env.PROFILE_OUT.replace(/(\.cpuprofile)?$/, `-${account}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      console.log(
        `${account}: ${perCall.toFixed(0)} µs per pending list, CPU ${cpuPerCall.toFixed(0)} µs (inject, in process)`,
      );
    }
  } finally {
    inspector.disconnect();
    await app.close();
    await database.close();
    await drop?.();
    stopCluster();
  }
}

await main();
