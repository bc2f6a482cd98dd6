import { defineConfig } from 'vitest/config';

/**
 * One Vitest configuration with a project per suite. `source` resolves workspace packages to
 * their TypeScript sources, so no build is needed to test.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
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
          include: ['eslint-rules/**/*.test.js', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['packages/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
