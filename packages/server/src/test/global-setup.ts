import { dropTemplate, prepareTemplate } from './databases.js';

/** Runs once per `vitest run` of the server project: one seeded template for every test file. */
export async function setup(): Promise<void> {
  await prepareTemplate();
}

export async function teardown(): Promise<void> {
  await dropTemplate();
}
