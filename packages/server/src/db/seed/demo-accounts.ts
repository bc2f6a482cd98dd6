import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { DEMO_PASSWORD, SCHOOLS } from './world.js';

/**
 * The demo accounts as the start banner lists them: every account the seed names (the demo world's
 * and those the groups' seeds add: offices, freshmen, centres), read from the database so the list
 * is the seed's, whichever group added them. Generated people sign in with their member number
 * (students: the number; staff: t and the number, db/seed/build.ts) and are left out.
 */
const generated = (account: string, number: string) =>
  account === number.toLowerCase() || account === `t${number.toLowerCase()}`;

export interface DemoAccount {
  account: string;
  fullname: string;
  /** What the member is in the school: their roles (the school's names), else their title. */
  role: string;
  /** The class or department they belong to. */
  orgName: string;
}

export interface DemoSchool {
  name: string;
  accounts: DemoAccount[];
}

export async function demoAccounts(db: Kysely<DB>): Promise<DemoSchool[]> {
  const rows = await db
    .selectFrom('tenantMember as m')
    .innerJoin('tenant as t', 't.id', 'm.tenantId')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .leftJoin('memberRole as mr', (join) =>
      join.onRef('mr.tenantId', '=', 'm.tenantId').onRef('mr.userId', '=', 'm.userId'),
    )
    .leftJoin('role as r', 'r.id', 'mr.roleId')
    .select([
      't.code',
      't.name as school',
      'u.account',
      'u.fullname',
      'm.title',
      'm.number',
      'o.name as orgName',
      'r.name as roleName',
    ])
    .where(
      't.code',
      'in',
      SCHOOLS.map((s) => s.code),
    )
    .orderBy('u.account')
    .execute();
  const schools = new Map<string, { name: string; accounts: Map<string, DemoAccount & { roles: string[] }> }>(
    SCHOOLS.map((s) => [s.code, { name: s.name, accounts: new Map() }]),
  );
  for (const row of rows) {
    if (generated(row.account, row.number)) continue;
    const school = schools.get(row.code)!;
    const account = school.accounts.get(row.account) ?? {
      account: row.account,
      fullname: row.fullname,
      role: '',
      orgName: row.orgName,
      roles: [],
    };
    if (row.roleName && !account.roles.includes(row.roleName)) account.roles.push(row.roleName);
    account.role = account.roles.join('、') || row.title || '';
    school.accounts.set(row.account, account);
  }
  return [...schools.values()]
    .map((s) => ({
      name: s.name,
      accounts: [...s.accounts.values()].map(({ roles: _roles, ...account }) => account),
    }))
    .filter((s) => s.accounts.length > 0);
}

/** The banner `npm start` prints: where the app is and every demo account with its role. */
export function demoBanner(version: string, url: string, schools: readonly DemoSchool[]): string {
  const lines = ['', `Campus student affairs ${version} is running at ${url}/app/`];
  lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const school of schools) {
    lines.push(`  ${school.name}`);
    for (const a of school.accounts)
      lines.push(`    ${a.account.padEnd(12)} ${a.fullname}  ${a.role} · ${a.orgName}`.trimEnd());
  }
  lines.push('  (students of the generated cohort sign in with their student number)', '');
  return lines.join('\n') + '\n';
}
