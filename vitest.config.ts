import { defineConfig } from 'vitest/config';
import { affairRouteIndex } from './packages/web/build/affair-route-index.ts';

/**
 * One Vitest configuration with a project per suite. `source` resolves workspace packages to
 * their TypeScript sources, so no build is needed to test.
 */
export default defineConfig({
  // The web app's build-time route index (virtual:affair-route-index), for the web tests.
  plugins: [affairRouteIndex()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Global setup files run in Vitest's own environment: it must read the sources too, or it
  // would seed the test template from a stale or missing build of the contract.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          include: [
            'eslint-rules/**/*.test.js',
            'scripts/**/*.test.mjs',
            'bench/opening-minute/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['packages/web/src/test-setup.ts'],
          // antd-mobile's CommonJS build requires its CSS, which Node cannot load: its ES build goes
          // through Vite instead (CSS imports come in as nothing, as our own do), so a component
          // test renders the real antd-mobile.
          alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
          server: { deps: { inline: [/antd-mobile/] } },
        },
      },
      {
        extends: true,
        // Runs after the production build (scripts/test.mjs 'build' step): it reads packages/web/dist.
        // Each test reads and parses the build's manifests: seconds on a loaded machine, never an
        // answer about speed, so no 5 s limit.
        test: {
          name: 'bundle',
          include: ['bench/web/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // The web app's request layer against the real server on a port (e2e/integration).
        extends: true,
        test: {
          name: 'integration',
          include: ['e2e/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['packages/web/src/test-setup.ts'],
          globalSetup: ['e2e/integration/global-setup.ts'],
          // Its own SQLite template directory (see e2e/integration/global-setup.ts).
          env: { TEST_DATABASE: 'sqlite', TEST_SQLITE_DIR: '.tmp/integration-db' },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        // Several real server processes on a throwaway PostgreSQL cluster per file: races across
        // instances, kill -9, a database restart (npm run test:resilience). Files run one at a
        // time: each starts its own cluster and processes, and the machine has two cores.
        extends: true,
        test: {
          name: 'resilience',
          include: ['e2e/resilience/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/resilience/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 360_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          // The test files of a worker share one module graph: the server's code is imported and
          // its registries built once per worker, not once per file (about three times less CPU
          // for the suite, issue 26). Files still each get their own database and app.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
