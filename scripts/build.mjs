#!/usr/bin/env node
// Builds the server (with the contract) and the web app. `--force` rebuilds everything;
// otherwise only targets whose sources changed since their last build.
import { buildTargets } from './lib/build-targets.mjs';

try {
  const built = buildTargets({ force: process.argv.includes('--force') });
  console.log(built.length ? `built: ${built.join(', ')}` : 'everything is up to date');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
