import type { TestProject } from 'vitest/node';
import { dropTemplate, prepareTemplate } from '../../packages/server/src/test/databases.js';

/**
 * One seeded SQLite template for the request-layer tests, in the directory the project's `env`
 * names (vitest.config.ts): the server suite's global setup may run in the same process and
 * rebuilds its own template directory. The variables are set only while the template is made.
 */
async function withProjectEnv(project: TestProject, run: () => Promise<void>): Promise<void> {
  const env = project.config.env as Record<string, string>;
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await run();
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Vitest calls the returned function as the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await withProjectEnv(project, prepareTemplate);
  return () => withProjectEnv(project, dropTemplate);
}
