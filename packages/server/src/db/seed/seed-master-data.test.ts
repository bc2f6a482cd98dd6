import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { signIn } from '../../test/auth.js';
import { createTestDatabase, TEST_HASH_COST, type TestDatabase } from '../../test/databases.js';
import { seedDemoData } from './index.js';
import { SCHOOLS } from './world.js';

/**
 * The demo seed written through core/master-data (issue 28) is the same demo as the seed that
 * inserted its rows directly: the figures below are that seed's (main at 5f9235be), counted on a
 * fresh database seeded without the groups' seeds (which add their own offices and people).
 */
const BEFORE = {
  orgs: {
    'jnlg/school': 1,
    'jnlg/office': 3,
    'jnlg/department': 1,
    'jnlg/college': 3,
    'jnlg/major': 6,
    'jnlg/class': 13,
    'hbsf/school': 1,
    'hbsf/office': 3,
    'hbsf/department': 1,
    'hbsf/college': 3,
    'hbsf/major': 6,
    'hbsf/class': 12,
  },
  members: {
    'jnlg/staff/active/admin': 1,
    'jnlg/staff/active/member': 17,
    'jnlg/student/active/member': 212,
    'hbsf/staff/active/admin': 1,
    'hbsf/staff/active/member': 17,
    'hbsf/student/active/member': 204,
  },
  roles: {
    'jnlg/student': 212,
    'jnlg/counsellor': 6,
    'jnlg/college_staff': 3,
    'jnlg/office_staff': 2,
    'jnlg/dorm_staff': 1,
    'jnlg/finance_staff': 1,
    'jnlg/teacher': 4,
    'jnlg/tenant_admin': 1,
    'hbsf/student': 204,
    'hbsf/counsellor': 6,
    'hbsf/college_staff': 3,
    'hbsf/office_staff': 2,
    'hbsf/dorm_staff': 1,
    'hbsf/finance_staff': 1,
    'hbsf/teacher': 4,
    'hbsf/tenant_admin': 1,
  },
  duties: {
    'jnlg/counsellor': 13,
    'jnlg/teacher': 13,
    'jnlg/student_affairs': 3,
    'hbsf/counsellor': 12,
    'hbsf/teacher': 12,
    'hbsf/student_affairs': 3,
  },
  positions: {
    'jnlg/counsellor': 6,
    'jnlg/college_affairs': 3,
    'jnlg/office_clerk': 2,
    'jnlg/dorm_manager': 1,
    'jnlg/finance_clerk': 1,
    'jnlg/teacher': 4,
    'jnlg/sysadmin': 1,
    'hbsf/counsellor': 6,
    'hbsf/college_affairs': 3,
    'hbsf/office_clerk': 2,
    'hbsf/dorm_manager': 1,
    'hbsf/finance_clerk': 1,
    'hbsf/teacher': 4,
    'hbsf/sysadmin': 1,
  },
  /** Accounts: every person once (the platform admin is in both schools), all able to sign in. */
  users: { 'actived/N': 450, 'actived/Y': 1 },
};

/** Rows counted by their key ("school/type"), counts as numbers (PostgreSQL answers strings). */
const tally = (rows: { key: string; n: number | string | bigint }[]) =>
  Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));

describe('demo seed through master data', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    expect((await seedDemoData(database, TEST_HASH_COST)).seeded).toBe(true);
    app = await buildApp(testConfig({ databaseUrl: database.url, passwordHashCost: TEST_HASH_COST }), {
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const db = () => database.db;
  it('has the orgs, members, roles, duties and positions of the seed before', async () => {
    const byTenant = db()
      .selectFrom('tenant as t')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    const orgs = await byTenant
      .innerJoin('org as o', 'o.tenantId', 't.id')
      .select((eb) => eb.fn('concat', [eb.ref('t.code'), eb.val('/'), eb.ref('o.type')]).as('key'))
      .groupBy(['t.code', 'o.type'])
      .execute();
    const members = await byTenant
      .innerJoin('tenantMember as m', 'm.tenantId', 't.id')
      .select((eb) =>
        eb
          .fn('concat', [
            eb.ref('t.code'),
            eb.val('/'),
            eb.ref('m.kind'),
            eb.val('/'),
            eb.ref('m.status'),
            eb.val('/'),
            eb.case().when('m.isTenantAdmin', '=', 'Y').then('admin').else('member').end(),
          ])
          .as('key'),
      )
      .groupBy(['t.code', 'm.kind', 'm.status', 'm.isTenantAdmin'])
      .execute();
    const roles = await byTenant
      .innerJoin('memberRole as mr', 'mr.tenantId', 't.id')
      .innerJoin('role as r', 'r.id', 'mr.roleId')
      .select((eb) => eb.fn('concat', [eb.ref('t.code'), eb.val('/'), eb.ref('r.code')]).as('key'))
      .groupBy(['t.code', 'r.code'])
      .execute();
    const duties = await byTenant
      .innerJoin('orgDuty as d', 'd.tenantId', 't.id')
      .select((eb) => eb.fn('concat', [eb.ref('t.code'), eb.val('/'), eb.ref('d.duty')]).as('key'))
      .groupBy(['t.code', 'd.duty'])
      .execute();
    const positions = await byTenant
      .innerJoin('memberPosition as mp', 'mp.tenantId', 't.id')
      .innerJoin('position as p', 'p.id', 'mp.positionId')
      .select((eb) => eb.fn('concat', [eb.ref('t.code'), eb.val('/'), eb.ref('p.code')]).as('key'))
      .groupBy(['t.code', 'p.code'])
      .execute();
    const users = await db()
      .selectFrom('appUser as u')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .select((eb) => eb.fn('concat', [eb.ref('u.status'), eb.val('/'), eb.ref('u.isSuper')]).as('key'))
      .groupBy(['u.status', 'u.isSuper'])
      .execute();
    expect({
      orgs: tally(orgs as never),
      members: tally(members as never),
      roles: tally(roles as never),
      duties: tally(duties as never),
      positions: tally(positions as never),
      users: tally(users as never),
    }).toEqual(BEFORE);
  });

  it('writes the tree as master data does: every org under its parent, its path from the root', async () => {
    const orgs = await db().selectFrom('org').select(['id', 'parentId', 'path']).execute();
    const byId = new Map(orgs.map((o) => [o.id, o]));
    for (const org of orgs) {
      const parentPath = org.parentId ? byId.get(org.parentId)!.path : '/';
      expect(org.path).toBe(`${parentPath}${org.id}/`);
    }
  });

  it('gives every seeded student the profile master data gives a new student', async () => {
    const missing = await db()
      .selectFrom('tenantMember as m')
      .leftJoin('studentProfile as p', (j) =>
        j.onRef('p.tenantId', '=', 'm.tenantId').onRef('p.userId', '=', 'm.userId'),
      )
      .select('m.number')
      .where('m.kind', '=', 'student')
      .where('p.userId', 'is', null)
      .execute();
    expect(missing).toEqual([]);
  });

  it('leaves the change log to real changes', async () => {
    const entries = await db().selectFrom('changeLog').select('id').execute();
    expect(entries).toEqual([]);
  });

  it('signs every named demo account in with the demo password', async () => {
    const named = [...new Set(SCHOOLS.flatMap((s) => s.named.map((n) => n.account)))];
    expect(named).toContain('student');
    for (const account of named) {
      const signedIn = await signIn(app, account);
      expect(signedIn.userId, account).toBeTruthy();
    }
  });

  it('signs a generated student in with their number and the demo password', async () => {
    // A generated student's account is their number (build.ts); the named ones have their own.
    const { number } = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select('m.number')
      .where('m.kind', '=', 'student')
      .whereRef('u.account', '=', 'm.number')
      .orderBy('m.number')
      .executeTakeFirstOrThrow();
    const signedIn = await signIn(app, number);
    expect(signedIn.userId).toBeTruthy();
  });
});
