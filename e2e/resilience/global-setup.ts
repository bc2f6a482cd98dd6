import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServer } from './support/server-instance.js';
import { seedTemplate } from './support/seeded-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a stopped cluster whose database `campus` is migrated and seeded. */
    seededClusterData: string;
  }
}

/**
 * The tests run the built server on copies of one seeded cluster (support/seeded-template.ts).
 * `npm test` seeds it in its first phase, beside the server suites, and names it in
 * RESILIENCE_TEMPLATE_DATA (scripts/test.mjs, step resilience-seed): seeding beside the journeys,
 * starved of CPU, took most of this step's time. Run alone, this setup builds the server when its
 * sources changed and seeds the cluster itself.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const prepared = process.env.RESILIENCE_TEMPLATE_DATA;
  if (prepared && existsSync(prepared)) {
    project.provide('seededClusterData', prepared);
    return () => undefined;
  }
  buildServer();
  const template = await seedTemplate();
  project.provide('seededClusterData', template.data);
  return template.remove;
}
