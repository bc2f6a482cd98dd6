import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { pwa } from './pwa.config';
import { affairRouteIndex } from './build/affair-route-index';
import { deferStylesheets } from './build/defer-stylesheets';
import { firstScreenPreload } from './build/first-screen-preload';
import { moduleReport } from './build/module-report';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** The sub-pages' layout (top bar with back and home), a lazy chunk of its own (src/app/router.tsx). */
const INFO = 'src/app/layouts/info-layout.tsx';

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

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once
 * at the highest levels; the server sends them to browsers that accept them (@fastify/static
 * preCompressed). Phones on slow networks then download about a third of the JavaScript, and the
 * server spends no CPU compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName) || fileName.startsWith('.vite/')) continue;
        const path = join(outDir, fileName);
        const raw = readFileSync(path);
        if (raw.length < 1024) continue; // not worth a second request header's bytes
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  // Pinned so the config works from the repository root (`vite build --config packages/web/vite.config.ts`).
  root: webRoot,
  base: '/app/',
  plugins: [
    react(),
    affairRouteIndex(),
    precompress(),
    moduleReport(fileURLToPath(new URL('../../', import.meta.url))),
    // The screens people open the app at (src/app/routes.tsx): their chunks load with the entry.
    firstScreenPreload([
      { path: /^\/login/, page: 'src/features/auth/login-page.tsx', boot: 'login' },
      {
        path: /^\/dashboard/,
        page: 'src/features/dashboard/workbench-page.tsx',
        also: ['src/app/layouts/app-tab-bar.tsx'],
      },
      // Where a notification, a message or a shared link opens the app: the to-do list and the
      // two details (their chunks would otherwise be asked for one round trip after the entry's
      // screens module, and their links appended after the first paint).
      {
        path: /^\/bpmn\/(pending|pending-matter)\/index/,
        page: 'src/features/bpm/pending-page.tsx',
        also: [INFO],
      },
      { path: /^\/bpmn\/instance/, page: 'src/features/bpm/instance-page.tsx', also: [INFO] },
      { path: /^\/bpmn\/task$/, page: 'src/features/bpm/task-page.tsx', also: [INFO] },
    ]),
    deferStylesheets(),
    pwa(),
  ],
  resolve: {
    // `source` makes @campus/contract resolve to its TypeScript sources: no contract build needed.
    conditions: ['source', ...defaultClientConditions],
    alias: [
      // antd-mobile's imperative mount on React 19's createRoot, without rc-util's React 16-18
      // fallbacks and their regenerator runtime (src/lib/antd-mobile-render.ts, issue 31).
      {
        find: /^rc-util\/lib\/React\/render$/,
        replacement: fileURLToPath(new URL('./src/lib/antd-mobile-render.ts', import.meta.url)),
      },
    ],
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
            // Loaded only when a screen shows it (src/components/error-block.tsx); on its own, so
            // that the helpers it shares with the entry stay out of its chunk (issue 16).
            {
              name: 'error-block',
              test: /\/antd-mobile\/es\/components\/error-block\//,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
