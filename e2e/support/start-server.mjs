// Starts the built server for the journeys on a fresh SQLite database with the demo data.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const dir = join(here, '..', '.artifacts');
mkdirSync(dir, { recursive: true });
const db = join(dir, `e2e-${process.env.PORT ?? 'default'}.db`);
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });

// E2E_SERVER_NODE_ARGS: flags for the server's Node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see
// where the journeys' server time goes (Node refuses --cpu-prof in NODE_OPTIONS).
const nodeArgs = process.env.E2E_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: `sqlite:${db}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every journey signs in from the same address; the production limit (30 a minute per route)
    // would turn a growing suite into rate-limit failures.
    LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '1000',
    // Two more environments of the catalogue for "switch environment" (never switched to).
    APP_ENVIRONMENTS: JSON.stringify([
      { name: 'test', value: 'https://test.campus.invalid/api' },
      { name: 'staging', value: '/staging-api', single: true },
    ]),
    HOST: '127.0.0.1',
    // Web Push goes to the local push service of tests/pwa.spec.ts (on 127.0.0.1), whose
    // certificate it trusts; the sign-in stand-ins (CAS, OIDC, messengers) listen there too.
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    OUTBOUND_ALLOW_PRIVATE: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: join(root, 'packages/server/src/test/push-tls/localhost.crt'),
    // Single sign-on returns only to the app's own address (tests/cas.spec.ts).
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 4310}`,
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
