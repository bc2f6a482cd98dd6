import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILD_VERSION } from '@campus/contract';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { hasSchool } from './core/setup/create-school.js';
import { setupLink } from './core/setup/setup-gate.js';
import { migrateToLatest, openDatabase, type Database } from './db/index.js';
import { demoAccounts, demoBanner } from './db/seed/demo-accounts.js';
import { seedDemoData } from './db/seed/index.js';
import { deployAffairModulesEverywhere } from './modules/affairs/deploy.js';
import { loadAffairRegistry } from './modules/affairs/registry/discover.js';
import { seedAffairDemo } from './modules/affairs/seed.js';
import { seedProcessStatisticsDemo } from './modules/bpm/statistics/demo.js';

/** Process concerns only: configuration, migration, demo data, listening and a graceful close. */

function readConfig(): Config {
  try {
    const config = loadConfig();
    if (!config.webDist) {
      const bundled = fileURLToPath(new URL('../../web/dist', import.meta.url));
      if (existsSync(bundled)) config.webDist = bundled;
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nFix these environment variables and start again.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Startup work on PostgreSQL runs on its own small pool with a long statement timeout: an instance
 * starting beside another waits on the other's advisory lock for as long as that one migrates and
 * seeds (minutes on a busy machine), a legitimate wait far longer than a request's 30 s.
 */
const STARTUP_STATEMENT_TIMEOUT_MS = 15 * 60_000;

/** Migrates, seeds the demo schools when asked, deploys the student-affairs modules; says whether it seeded. */
async function prepareDatabase(config: Config, serving: Database): Promise<boolean> {
  const startup =
    serving.dialect === 'postgres'
      ? openDatabase(config.databaseUrl, { poolSize: 2, statementTimeoutMs: STARTUP_STATEMENT_TIMEOUT_MS })
      : serving;
  try {
    await migrateToLatest(startup.db);
    let seeded = false;
    if (config.seedDemo)
      seeded = (
        await seedDemoData(startup, config.passwordHashCost, [seedAffairDemo, seedProcessStatisticsDemo])
      ).seeded;
    // A database from an older version gets the student-affairs modules it lacks (and changed forms).
    await deployAffairModulesEverywhere(startup, await loadAffairRegistry());
    return seeded;
  } finally {
    if (startup !== serving) await startup.close();
  }
}

async function main() {
  const config = readConfig();
  const database = openDatabase(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  const seeded = await prepareDatabase(config, database);

  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('graceful close timed out, exiting');
      process.exit(1);
    }, 10000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (!config.webDist) app.log.warn('no web build found: only the API is served');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (config.seedDemo)
    process.stdout.write(
      demoBanner(BUILD_VERSION, `http://localhost:${port}`, await demoAccounts(database.db)),
    );
  if (seeded) app.log.info('demo data seeded into the empty database');
  // No school yet (SEED_DEMO=false on an empty database): whoever reads this log creates the first one.
  if (!(await hasSchool(database.db))) {
    // PUBLIC_URL when set; else the address listened on (a wildcard one: this machine's name for itself).
    const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
    const origin = config.publicOrigins[0] ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    process.stdout.write(setupBanner(setupLink(origin, app.setupGate.open())));
  }
}

/** The setup link, framed so it stands out in the log (and is found by a script: the line starting with "setup link:"). */
function setupBanner(link: string): string {
  const rule = '='.repeat(72);
  return [
    rule,
    'This server has no school yet. Open this one-time link to create the first school',
    'and its administrator (it works until used; a restart prints a new one):',
    `setup link: ${link}`,
    'Or, from a script: npm run school -- create --help',
    rule,
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
