import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../db/schema.js';
import { serviceCallers, type ServiceCaller } from '../../test/affairs.js';
import type { TestApp } from '../../test/app.js';
import { openTestApp, signedInTestApp } from '../../test/signed-in-app.js';

/** Small helpers for the student-affairs groups' tests (modules/<group>/*.test.ts). */

/** What a group's API answers, as far as these helpers read it. */
export interface Reply {
  state: number;
  message: string;
  data: unknown;
}

/** The reply's data, after asserting it succeeded (its message shown when it did not). */
export async function ok<T>(promise: Promise<Reply>): Promise<T> {
  const body = await promise;
  expect(body.state, body.message).toBe(200);
  return body.data as T;
}

/** Asserts a refusal whose message says `words`, and gives the reply for further checks. */
export async function refused(promise: Promise<Reply>, words: RegExp): Promise<Reply> {
  const body = await promise;
  expect(body.state).not.toBe(200);
  expect(body.message).toMatch(words);
  return body;
}

/** The demo accounts a test signs in, each calling one group's service. */
export type GroupCallers<A extends readonly string[]> = Record<A[number], ServiceCaller>;

/**
 * The real app on a private database, opened before the file's tests with the given demo
 * accounts signed in to a group's service, and closed after them: what nearly every group test
 * opens. The two objects are filled in by that `beforeAll`, so read them in tests and hooks only.
 */
export function groupTestApp<const A extends readonly string[]>(
  service: string,
  accounts: A,
): { t: TestApp; as: GroupCallers<A> } {
  return signedInTestApp<ServiceCaller, A>((app, signed) => serviceCallers(app, service, signed), accounts);
}

/**
 * The same, with the accounts signed in to several groups' services on the one app (a test of
 * how groups meet: a sanction barring a scholarship, the funding schemes side by side). Each
 * service's callers are filled in by the `beforeAll`, as with `groupTestApp`.
 */
export function servicesTestApp<const S extends readonly string[], const A extends readonly string[]>(
  services: S,
  accounts: A,
): { t: TestApp; as: Record<S[number], GroupCallers<A>> } {
  const each = Object.fromEntries(services.map((service) => [service, {}])) as Record<
    S[number],
    GroupCallers<A>
  >;
  const t = openTestApp(async (app) => {
    for (const service of services as readonly S[number][]) {
      Object.assign(each[service], await serviceCallers(app, service, accounts));
    }
  });
  return { t, as: each };
}

/** A database that only compiles queries (SQLite's SQL, columns in snake_case), for tests of a query's shape. */
export const compileOnlyDb = new Kysely<DB>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

/**
 * The members of a demo school (`jnlg`, the first, unless named) with their accounts: membership
 * `m`, account `u`, tenant `g`. Tests pick the students they need from it.
 */
export function schoolMembers(db: Kysely<DB>, school = 'jnlg') {
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('tenant as g', 'g.id', 'm.tenantId')
    .where('g.code', '=', school);
}

/** A demo school's students. */
export function schoolStudents(db: Kysely<DB>, school = 'jnlg') {
  return schoolMembers(db, school).where('m.kind', '=', 'student');
}
