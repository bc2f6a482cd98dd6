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
  /** By school, kind, status and whether a school administrator (Y). */
  members: {
    'jnlg/staff/active/Y': 1,
    'jnlg/staff/active/N': 17,
    'jnlg/student/active/N': 212,
    'hbsf/staff/active/Y': 1,
    'hbsf/staff/active/N': 17,
    'hbsf/student/active/N': 204,
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

/** Counted rows by their grouping columns joined ("jnlg/class"); PostgreSQL counts in strings. */
const tally = (rows: Record<string, unknown>[]) =>
  Object.fromEntries(rows.map(({ n, ...key }) => [Object.values(key).join('/'), Number(n)]));

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
    const n = db().fn.countAll().as('n');
    const orgs = await db()
      .selectFrom('org as o')
      .innerJoin('tenant as t', 't.id', 'o.tenantId')
      .select(['t.code', 'o.type', n])
      .groupBy(['t.code', 'o.type'])
      .execute();
    const members = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('tenant as t', 't.id', 'm.tenantId')
      .select(['t.code', 'm.kind', 'm.status', 'm.isTenantAdmin', n])
      .groupBy(['t.code', 'm.kind', 'm.status', 'm.isTenantAdmin'])
      .execute();
    const roles = await db()
      .selectFrom('memberRole as mr')
      .innerJoin('tenant as t', 't.id', 'mr.tenantId')
      .innerJoin('role as r', 'r.id', 'mr.roleId')
      .select(['t.code', 'r.code as role', n])
      .groupBy(['t.code', 'r.code'])
      .execute();
    const duties = await db()
      .selectFrom('orgDuty as d')
      .innerJoin('tenant as t', 't.id', 'd.tenantId')
      .select(['t.code', 'd.duty', n])
      .groupBy(['t.code', 'd.duty'])
      .execute();
    const positions = await db()
      .selectFrom('memberPosition as mp')
      .innerJoin('tenant as t', 't.id', 'mp.tenantId')
      .innerJoin('position as p', 'p.id', 'mp.positionId')
      .select(['t.code', 'p.code as position', n])
      .groupBy(['t.code', 'p.code'])
      .execute();
    const users = await db()
      .selectFrom('appUser as u')
      .select(['u.status', 'u.isSuper', n])
      .groupBy(['u.status', 'u.isSuper'])
      .execute();
    expect({
      orgs: tally(orgs),
      members: tally(members),
      roles: tally(roles),
      duties: tally(duties),
      positions: tally(positions),
      users: tally(users),
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
