import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The commit shown on the About page; CI may pass it in when the checkout has no .git. */
function gitCommit(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT.slice(0, 12);
  try {
    return execSync('git rev-parse --short=12 HEAD', { cwd: webRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export default defineConfig({
  // Pinned so the config works from the repository root (`vite build --config packages/web/vite.config.ts`).
  root: webRoot,
  base: '/app/',
  plugins: [react()],
  resolve: {
    // `source` makes @campus/contract resolve to its TypeScript sources: no contract build needed.
    conditions: ['source', ...defaultClientConditions],
  },
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __GIT_COMMIT__: JSON.stringify(gitCommit()),
  },
  build: {
    // The manifest lets bench/web measure what each route downloads (the login budget test).
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every screen needs and that change only on upgrades get their own long-cached
          // chunks, so a deployment re-downloads just the app code. Pages still split by route.
          groups: [
            {
              name: 'vendor-react',
              test: /\/node_modules\/(react|react-dom|scheduler|react-router)\//,
              priority: 2,
            },
            { name: 'vendor-i18n', test: /\/node_modules\/(i18next|react-i18next)\//, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
