import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '@campus/contract';
import { buildApp, type AppDependencies } from '../app.js';
import { testConfig, type Config } from '../config.js';
import { createTestDatabase, TEST_HASH_COST, type TestDatabase } from './databases.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a private copy of the seeded database, for `inject` tests. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Adds test-only routes before the app is sealed (e.g. to exercise the error funnel). */
  extend?: (app: FastifyInstance) => void | Promise<void>,
  /** What buildApp takes besides the database (e.g. an onRoute observer). */
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(
    testConfig({ databaseUrl: database.url, passwordHashCost: TEST_HASH_COST, ...overrides }),
    { ...deps, database },
  );
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** Parses a reply as the envelope, failing loudly when it is not one. */
export function envelopeOf<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  const body = response.json() as Envelope<T>;
  if (typeof body.state !== 'number' || !('message' in body) || !('data' in body) || !('variables' in body)) {
    throw new Error(`Not an envelope: ${response.body.slice(0, 200)}`);
  }
  return body;
}

export async function injectEnvelope<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: Envelope<T>; response: LightMyRequestResponse }> {
  const response = await app.inject(options);
  return { status: response.statusCode, body: envelopeOf<T>(response), response };
}

/** A GET answered in English (accept-language: en), so a test can assert the envelope's message. */
export const getInEnglish = <T = unknown>(app: FastifyInstance, url: string) =>
  injectEnvelope<T>(app, { method: 'GET', url, headers: { 'accept-language': 'en' } });
