import { HttpState, ModuleState, SecurityState } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { injectEnvelope } from '../../test/app.js';
import { signIn } from '../../test/auth.js';
import { createTestDatabase, TEST_HASH_COST, type TestDatabase } from '../../test/databases.js';

/** The first school of a server started with SEED_DEMO=false on an empty database (issue 28). */

const SCHOOL = {
  name: '示例职业技术学院',
  code: '10001',
  adminAccount: 'SchoolAdmin',
  adminName: '周老师',
  adminPhone: '13912340001',
  adminPassword: 'FirstSchool2026',
};

let database: TestDatabase;
let app: FastifyInstance;
let address = 0;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  const config = testConfig({ databaseUrl: database.url, passwordHashCost: TEST_HASH_COST });
  // A sign-in's limit, low enough to reach: each test below comes from its own address.
  app = await buildApp({ ...config, auth: { ...config.auth, rateLimitPerMinute: 5 } }, { database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

/** A setup submission in English from an address of its own (the rate limit counts per address). */
const setup = (payload: Record<string, unknown>, remoteAddress = `10.0.0.${++address}`) =>
  injectEnvelope<{ tenantId: string; name: string; code: string; account: string }>(app, {
    method: 'POST',
    url: '/api/platform/v3/setup/school',
    headers: { 'accept-language': 'en-US' },
    remoteAddress,
    payload,
  });

const count = async (table: 'tenant' | 'appUser' | 'org') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the first school by the setup link', () => {
  let token = '';

  it('needs the token: none, or one that is not the link printed, creates nothing', async () => {
    token = app.setupGate.open();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url

    const missing = await setup(SCHOOL);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Setup link');

    const wrong = await setup({
      ...SCHOOL,
      token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(wrong.body.state).toBe(ModuleState.SETUP_TOKEN_INVALID);
    expect(wrong.body.variables).toMatchObject({ fields: [{ field: 'token' }] });
    expect(await count('tenant')).toBe(0);
  });

  it('checks the school and administrator by the rules, naming each field', async () => {
    const weak = await setup({ ...SCHOOL, token, adminPassword: 'short', adminPhone: '123' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Administrator password');
    expect(weak.body.message).toContain('Administrator mobile');
    expect(await count('tenant')).toBe(0);
  });

  it('is rate limited per address like a sign-in', async () => {
    const states: number[] = [];
    for (let i = 0; i < 6; i++)
      states.push((await setup({ ...SCHOOL, token: 'guess' }, '10.9.9.9')).body.state);
    expect(states.slice(0, 5).every((s) => s === ModuleState.SETUP_TOKEN_INVALID)).toBe(true);
    expect(states[5]).toBe(SecurityState.RATE_LIMIT);
  });

  it('creates the school, its root organisation and its administrator, who signs in', async () => {
    const { body } = await setup({ ...SCHOOL, token });
    expect(body.state).toBe(200);
    expect(body.data).toMatchObject({ name: SCHOOL.name, code: SCHOOL.code, account: 'schooladmin' });

    const tenant = await database.db.selectFrom('tenant').selectAll().executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ id: body.data.tenantId, code: '10001', status: 'active' });
    const root = await database.db.selectFrom('org').selectAll().where('tenantId', '=', tenant.id).execute();
    expect(root).toMatchObject([{ type: 'school', parentId: null, code: '10001', name: SCHOOL.name }]);
    const member = await database.db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select(['u.account', 'u.isSuper', 'm.isTenantAdmin', 'm.kind', 'm.orgId'])
      .where('m.tenantId', '=', tenant.id)
      .execute();
    expect(member).toEqual([
      { account: 'schooladmin', isSuper: 'N', isTenantAdmin: 'Y', kind: 'staff', orgId: root[0]!.id },
    ]);

    const admin = await signIn(app, 'schooladmin', { password: SCHOOL.adminPassword });
    expect(admin.tenantId).toBe(tenant.id);
    // The school has the student-affairs modules at once, as every school gets them at start.
    const processes = await database.db
      .selectFrom('bpmDefinition')
      .select('key')
      .where('tenantId', '=', tenant.id)
      .execute();
    expect(processes.map((p) => p.key)).toContain('leave');
  });

  it('refuses the same submission again, and any later one: the school exists once', async () => {
    const again = await setup({ ...SCHOOL, token });
    expect(again.body.state).toBe(ModuleState.SETUP_DONE);
    expect(again.body.message).toContain('already has a school');

    // Even a fresh link (a restart) opens nothing once a school exists.
    const fresh = await setup({
      ...SCHOOL,
      code: '10002',
      adminAccount: 'other',
      token: app.setupGate.open(),
    });
    expect(fresh.body.state).toBe(ModuleState.SETUP_DONE);
    expect(await count('tenant')).toBe(1);
    expect(await count('appUser')).toBe(1);
    expect(await count('org')).toBe(1);
  });

  it('is spent: the token admits nothing after the school was created', () => {
    expect(app.setupGate.admits(token)).toBe(false);
  });
});

describe('further schools', () => {
  const url = '/api/platform/v3/system/school/create';
  const second = {
    ...SCHOOL,
    name: '第二学院',
    code: '10002',
    adminAccount: 'second',
    adminPhone: '13912340002',
  };

  it('are added by a super administrator only', async () => {
    const admin = await signIn(app, 'schooladmin', { password: SCHOOL.adminPassword });
    const refused = await injectEnvelope(app, {
      method: 'POST',
      url,
      headers: admin.headers,
      payload: second,
    });
    expect(refused.body.state).toBe(HttpState.FORBIDDEN);
    expect(await count('tenant')).toBe(1);

    await database.db
      .updateTable('appUser')
      .set({ isSuper: 'Y' })
      .where('account', '=', 'schooladmin')
      .execute();
    const headers = { ...admin.headers, 'accept-language': 'en-US', 'idempotency-key': 'second-school' };
    const created = await injectEnvelope<{ code: string }>(app, {
      method: 'POST',
      url,
      headers,
      payload: second,
    });
    expect(created.body.state).toBe(200);
    expect(created.body.data.code).toBe('10002');
    // The same submission (a double tap) answers the first reply and creates nothing twice.
    const repeat = await injectEnvelope(app, { method: 'POST', url, headers, payload: second });
    expect(repeat.body.data).toEqual(created.body.data);
    expect(await count('tenant')).toBe(2);

    const duplicate = await injectEnvelope(app, {
      method: 'POST',
      url,
      headers: { ...admin.headers, 'accept-language': 'en-US' },
      payload: { ...second, adminAccount: 'third', adminPhone: '13912340003' },
    });
    expect(duplicate.body.state).toBe(ModuleState.SCHOOL_CODE_EXISTS);
    expect(duplicate.body.message).toBe('School code: Another school already has this code');
    expect(await count('tenant')).toBe(2);
  });
});
