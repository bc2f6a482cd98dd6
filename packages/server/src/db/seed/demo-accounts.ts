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

/** Each member's role names in the school, by tenant and user. */
async function roleNames(db: Kysely<DB>): Promise<Map<string, string[]>> {
  const held = await db
    .selectFrom('memberRole')
    .innerJoin('role', 'role.id', 'memberRole.roleId')
    .select(['memberRole.tenantId', 'memberRole.userId', 'role.name'])
    .execute();
  const names = new Map<string, string[]>();
  for (const { tenantId, userId, name } of held) {
    const key = `${tenantId}/${userId}`;
    names.set(key, [...(names.get(key) ?? []), name]);
  }
  return names;
}

export async function demoAccounts(db: Kysely<DB>): Promise<DemoSchool[]> {
  const codes = SCHOOLS.map((s) => s.code);
  const members = await db
    .selectFrom('tenantMember as m')
    .innerJoin('tenant as t', 't.id', 'm.tenantId')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['m.tenantId', 'm.userId', 'm.title', 'm.number', 't.code', 'u.account', 'u.fullname'])
    .select('o.name as orgName')
    .where('t.code', 'in', codes)
    .orderBy('u.account')
    .execute();
  const roles = await roleNames(db);
  return SCHOOLS.map((school) => ({
    name: school.name,
    accounts: members
      .filter((m) => m.code === school.code && !generated(m.account, m.number))
      .map((m) => ({
        account: m.account,
        fullname: m.fullname,
        role: roles.get(`${m.tenantId}/${m.userId}`)?.join('、') || m.title || '',
        orgName: m.orgName,
      })),
  })).filter((s) => s.accounts.length > 0);
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
