import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { callers, type Caller } from './affairs.js';
import { createTestApp, type TestApp } from './app.js';
import { bpmCallers, type BpmCaller } from './bpm.js';

/**
 * The real app on a private database, opened before the tests of the file (or of the `describe`
 * it is called in), then `prepare` run on it, and closed after them. The object is filled in by
 * that `beforeAll`, so read it in tests and later hooks only (a `beforeAll` declared after the
 * call runs after this one).
 */
export function openTestApp(prepare?: (app: FastifyInstance) => Promise<void>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    await prepare?.(t.app);
  });
  afterAll(async () => t.close());
  return t;
}

/** Signs demo accounts in to a running app, one caller per account. */
export type SignIn<C> = <A extends string>(
  app: FastifyInstance,
  accounts: readonly A[],
) => Promise<Record<A, C>>;

/**
 * The app with the given demo accounts signed in: what most API test files open. Like the app,
 * the callers are filled in by the `beforeAll`.
 */
export function signedInTestApp<C, const A extends readonly string[]>(
  signInAll: SignIn<C>,
  accounts: A,
): { t: TestApp; as: Record<A[number], C> } {
  const as = {} as Record<A[number], C>;
  const t = openTestApp(async (app) => {
    Object.assign(as, await signInAll<A[number]>(app, accounts));
  });
  return { t, as };
}

/** The app with the accounts calling the BPM API. */
export const bpmTestApp = <const A extends readonly string[]>(accounts: A) =>
  signedInTestApp<BpmCaller, A>(bpmCallers, accounts);

/** The app with the accounts calling the leave service (lxgl) and the BPM API. */
export const leaveTestApp = <const A extends readonly string[]>(accounts: A) =>
  signedInTestApp<Caller, A>(callers, accounts);
