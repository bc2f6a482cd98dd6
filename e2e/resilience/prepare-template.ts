/**
 * `npx tsx e2e/resilience/prepare-template.ts FILE`: seeds the resilience tests' template cluster
 * (support/seeded-template.ts) and writes its data directory to FILE, for scripts/test.mjs to hand
 * to the resilience step (RESILIENCE_TEMPLATE_DATA) and to remove after the run.
 */
import { writeFileSync } from 'node:fs';
import { buildServer } from './support/server-instance.js';
import { seedTemplate } from './support/seeded-template.js';

const out = process.argv[2];
if (!out) throw new Error('usage: prepare-template.ts FILE');
buildServer();
const template = await seedTemplate();
writeFileSync(out, template.data);
