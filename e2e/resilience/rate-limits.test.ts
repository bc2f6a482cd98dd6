import { SecurityState } from '@campus/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describe as describeOutcome, send, type Outcome } from './support/api.js';
import { query } from './support/cluster.js';
import { startFleet, type Fleet } from './support/fleet.js';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: a second instance
 * must not double the rate-limit budget. Both count in the database (table rate_limit), one
 * bucket per route whatever its alias, and the password guesses of an address across every
 * sign-in route.
 */
const LIMIT = 6;

let fleet: Fleet;
beforeAll(async () => {
  fleet = await startFleet(['instance-1', 'instance-2'], {
    LOGIN_RATE_LIMIT: String(LIMIT),
    // The second instance waits for the first one's demo seed: on a busy machine longer than 30 s.
    DATABASE_STATEMENT_TIMEOUT: '180000',
  });
});
afterAll(async () => fleet?.close());

const stateOf = (outcome: Outcome) => (outcome.kind === 'reply' ? outcome.body?.state : undefined);
const limited = (outcome: Outcome) =>
  outcome.kind === 'reply' && outcome.http === 429 && stateOf(outcome) === SecurityState.RATE_LIMIT;

it('shares one route budget across both instances and every alias of the route', async () => {
  const [one, two] = fleet.instances;
  const body = { login_state: 'nonsense', client_id: 'campus-mobile' };
  const aliases = ['/api/oauth2/v3/authorize/apply', '/api/authorize/apply'];
  const within: Outcome[] = [];
  for (let i = 0; i < LIMIT; i++)
    within.push(await send((i % 2 ? two : one)!.url, 'POST', aliases[i % 2]!, { body }));
  expect(within.filter(limited).map(describeOutcome)).toEqual([]);
  // Half the budget went to each instance: with a counter per instance both would still answer.
  for (const instance of [one, two]) {
    for (const url of aliases) {
      const outcome = await send(instance!.url, 'POST', url, { body });
      expect(limited(outcome), `${instance!.name} ${url}: ${describeOutcome(outcome)}`).toBe(true);
    }
  }
  const rows = await query<{ bucket: string; hits: number }>(
    fleet.databaseUrl,
    `select bucket, hits from rate_limit where bucket like 'POST /api/authorize/apply|%'`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.hits).toBe(LIMIT + 4);
});

it('counts the password guesses of an address across sign-in routes and instances', async () => {
  const [one, two] = fleet.instances;
  const guess = (i: number) =>
    i % 2
      ? send(two!.url, 'POST', '/api/authentication/apply', {
          body: {
            grant_type: 'password_credentials',
            client_id: 'campus-mobile',
            client_secret: 'campus-mobile-secret',
            username: `ghost${i}`,
            password: 'Wrong@1',
          },
        })
      : send(one!.url, 'POST', '/api/oauth2/v3/user/login/apply', {
          body: { username: `ghost${i}`, password: 'Wrong@1' },
        });
  const outcomes: Outcome[] = [];
  for (let i = 0; i < LIMIT; i++) outcomes.push(await guess(i));
  expect(outcomes.filter(limited).map(describeOutcome)).toEqual([]);
  const over = await guess(LIMIT);
  expect(limited(over), describeOutcome(over)).toBe(true);
  const right = await send(two!.url, 'POST', '/api/user/login/apply', {
    body: { username: 'student', password: 'Demo@2026' },
  });
  expect(limited(right), describeOutcome(right)).toBe(true);
});
