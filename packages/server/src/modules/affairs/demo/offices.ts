import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { demoAccountRow, demoMembershipRow } from '../../../db/seed/account-rows.js';
import { newId } from '../../../lib/ids.js';
import { schoolRoot } from '../school-root.js';
import type { Texts } from '../group-refusal.js';

/**
 * Offices a group needs beyond the demo world's (db/seed: the student affairs, dormitory and
 * finance offices): their roles in every school, and in the first demo school a department and
 * its named accounts (password Demo@2026, the hash copied from the school's counsellor, which has
 * the same password). Idempotent per school: a role, department or account already there is kept.
 */
export interface OfficeAccount {
  account: string;
  fullname: string;
  pinyin: string;
  gender: 'male' | 'female';
  mobile: string;
  /** What the member's title says (default: the office's name). */
  title?: string;
}

export interface Office {
  role: string;
  roleName: Texts;
  org: { code: string; name: string };
  accounts: readonly OfficeAccount[];
}

async function ensureRole(db: Kysely<DB>, tenantId: string, office: Office, now: number): Promise<string> {
  const found = await db
    .selectFrom('role')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', office.role)
    .executeTakeFirst();
  if (found) return found.id;
  const id = newId();
  await db
    .insertInto('role')
    .values({
      id,
      tenantId,
      code: office.role,
      name: office.roleName['zh-CN'],
      names: JSON.stringify(office.roleName),
      createdAt: now,
    })
    .execute();
  return id;
}

async function ensureAccount(
  db: Kysely<DB>,
  tenantId: string,
  account: OfficeAccount,
  org: { id: string; name: string },
  roleId: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  const taken = await db
    .selectFrom('appUser')
    .select('id')
    .where((eb) => eb.or([eb('account', '=', account.account), eb('mobile', '=', account.mobile)]))
    .executeTakeFirst();
  if (taken) return;
  const userId = newId();
  const staffCount = await db
    .selectFrom('tenantMember')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('kind', '=', 'staff')
    .executeTakeFirstOrThrow();
  const { account: name, fullname, pinyin, mobile, gender } = account;
  await db
    .insertInto('appUser')
    .values(
      demoAccountRow(
        { id: userId, account: name, passwordHash, fullname, pinyin, mobile, email: null, gender },
        tenantId,
        now,
      ),
    )
    .execute();
  await db
    .insertInto('tenantMember')
    .values(
      demoMembershipRow(
        {
          tenantId,
          userId,
          kind: 'staff',
          number: `T9${String(Number(staffCount.n) + 1).padStart(3, '0')}`,
          orgId: org.id,
          title: account.title ?? org.name,
        },
        now,
      ),
    )
    .execute();
  await db.insertInto('memberRole').values({ tenantId, userId, roleId }).execute();
}

async function ensureOrg(db: Kysely<DB>, tenantId: string, office: Office, now: number): Promise<string> {
  const found = await db
    .selectFrom('org')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', office.org.code)
    .executeTakeFirst();
  if (found) return found.id;
  const root = await schoolRoot(db, tenantId);
  const orgId = newId();
  await db
    .insertInto('org')
    .values({
      id: orgId,
      tenantId,
      parentId: root.id,
      code: office.org.code,
      name: office.org.name,
      type: 'office',
      path: `${root.path}${orgId}/`,
      sort: 90,
      grade: null,
      createdAt: now,
    })
    .execute();
  return orgId;
}

export async function seedOffices(
  db: Kysely<DB>,
  tenantId: string,
  now: number,
  offices: readonly Office[],
  named: { counsellor: string | null; primary: boolean },
): Promise<void> {
  const hash = named.counsellor
    ? await db
        .selectFrom('appUser')
        .select('passwordHash')
        .where('account', '=', named.counsellor)
        .executeTakeFirst()
    : undefined;
  for (const office of offices) {
    const roleId = await ensureRole(db, tenantId, office, now);
    if (!named.primary || !hash) continue;
    const orgId = await ensureOrg(db, tenantId, office, now);
    for (const account of office.accounts)
      await ensureAccount(
        db,
        tenantId,
        account,
        { id: orgId, name: office.org.name },
        roleId,
        hash.passwordHash,
        now,
      );
  }
}
