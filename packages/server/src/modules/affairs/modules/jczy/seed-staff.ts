import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { texts as T, type Texts } from '../../group-refusal.js';

/**
 * The offices campus services need beyond the demo world's (the library, logistics; the finance
 * office and its `finance` account come with the world, db/seed):
 * their roles in every school, and in the first demo school a department and a named account each
 * (password Demo@2026, the hash copied from the school's counsellor, which has the same password).
 * Idempotent per school: a role or account already there is kept.
 */
interface Office {
  role: string;
  roleName: Texts;
  org: { code: string; name: string };
  account: { account: string; fullname: string; pinyin: string; gender: 'male' | 'female'; mobile: string };
}

export const OFFICES: readonly Office[] = [
  {
    role: 'library_staff',
    roleName: T('图书馆', '圖書館', 'Library', '図書館'),
    org: { code: 'LIB', name: '图书馆' },
    account: {
      account: 'librarian',
      fullname: '周敏',
      pinyin: 'zm',
      gender: 'female',
      mobile: '13900000009',
    },
  },
  {
    role: 'logistics_staff',
    roleName: T('后勤保障处', '後勤保障處', 'Logistics office', '施設管理課'),
    org: { code: 'LOG', name: '后勤保障处' },
    account: {
      account: 'logistics',
      fullname: '黄志勇',
      pinyin: 'hzy',
      gender: 'male',
      mobile: '13900000010',
    },
  },
];

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
  office: Office,
  roleId: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  const taken = await db
    .selectFrom('appUser')
    .select('id')
    .where((eb) =>
      eb.or([eb('account', '=', office.account.account), eb('mobile', '=', office.account.mobile)]),
    )
    .executeTakeFirst();
  if (taken) return;
  const root = await db
    .selectFrom('org')
    .select(['id', 'path'])
    .where('tenantId', '=', tenantId)
    .where('parentId', 'is', null)
    .executeTakeFirstOrThrow();
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
  const userId = newId();
  const staffCount = await db
    .selectFrom('tenantMember')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('kind', '=', 'staff')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('appUser')
    .values({
      id: userId,
      account: office.account.account,
      passwordHash,
      fullname: office.account.fullname,
      pinyin: office.account.pinyin,
      mobile: office.account.mobile,
      email: null,
      gender: office.account.gender,
      photoId: null,
      isSuper: 'N',
      status: 'actived',
      passwordChangedAt: now,
      passwordExpiresAt: null,
      mainTenantId: tenantId,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('tenantMember')
    .values({
      tenantId,
      userId,
      kind: 'staff',
      number: `T9${String(Number(staffCount.n) + 1).padStart(3, '0')}`,
      orgId,
      title: office.org.name,
      isTenantAdmin: 'N',
      status: 'active',
      createdAt: now,
    })
    .execute();
  await db.insertInto('memberRole').values({ tenantId, userId, roleId }).execute();
}

export async function seedOffices(
  db: Kysely<DB>,
  tenantId: string,
  now: number,
  named: { counsellor: string | null; primary: boolean },
): Promise<void> {
  const hash = named.counsellor
    ? await db
        .selectFrom('appUser')
        .select('passwordHash')
        .where('account', '=', named.counsellor)
        .executeTakeFirst()
    : undefined;
  for (const office of OFFICES) {
    const roleId = await ensureRole(db, tenantId, office, now);
    if (named.primary && hash) await ensureAccount(db, tenantId, office, roleId, hash.passwordHash, now);
  }
}
