#!/usr/bin/env node
// `npm run dev`: the API (rebuilt and restarted on change by tsx watch) and Vite's dev server
// with hot reload, which proxies /api to it. Open http://localhost:5173/app/.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/build-targets.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--config', 'packages/web/vite.config.ts'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
