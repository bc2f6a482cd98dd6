import { HttpState, ModuleState, type LocalizedText, type MessageKey } from '@campus/contract';
import { newSchool, type CreatedSchool, type NewSchool } from '@campus/contract/api/platform/schools';
import { sql, type Insertable, type Kysely } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { ROLE_NAMES } from '../../db/app-texts.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { insertPlatformDictionaries } from '../../db/seed/platform.js';
import { POSITIONS, ROLES } from '../../db/seed/world.js';
import { AppError } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword } from '../../lib/password.js';

/**
 * A school from nothing: the tenant, its root organisation, the app's roles, positions and
 * dictionaries, and its administrator (isTenantAdmin, role tenant_admin), in one transaction, so a
 * failure leaves no half school. The setup link, the super administrator's endpoint and
 * `npm run school` all come here.
 */

/** A school as validated by the contract's `newSchool` (trimmed). */
export type SchoolInput = Required<NewSchool>;

export interface CreateSchoolOptions {
  passwordHashCost: number;
  /** Only while the server has no school (the setup link): refused with SETUP_DONE otherwise. */
  onlyFirst?: boolean;
  /** What every school gets besides its people (the student-affairs modules), in the same transaction. */
  prepare?: (trx: Kysely<DB>, tenantId: string, now: number) => Promise<void>;
}

/** The lock the demo seed takes too: a setup and a seed (or two setups) never run side by side. */
const SCHOOLS_LOCK = 20260901;

type Rows = {
  [T in 'tenant' | 'org' | 'appUser' | 'tenantMember']: Insertable<DB[T]>;
};

/** The refusal of a value another school or person holds, naming the field as the form labels it. */
function refuse(state: number, message: MessageKey, field: keyof SchoolInput): never {
  const label = (newSchool.shape[field].meta() as { label?: LocalizedText } | undefined)?.label;
  throw new AppError(state, { fields: [{ field, message, label }] });
}

/** Refuses a code, account or mobile already taken, naming the field (before the unique index would). */
async function checkFree(trx: Kysely<DB>, input: SchoolInput, account: string) {
  const code = await trx.selectFrom('tenant').select('id').where('code', '=', input.code).executeTakeFirst();
  if (code) refuse(ModuleState.SCHOOL_CODE_EXISTS, 'state.6040703', 'code');
  const user = await trx.selectFrom('appUser').select('id').where('account', '=', account).executeTakeFirst();
  if (user) refuse(ModuleState.ACCOUNT_EXISTS, 'state.6040102', 'adminAccount');
  const mobile = await trx
    .selectFrom('appUser')
    .select('id')
    .where('mobile', '=', input.adminPhone)
    .executeTakeFirst();
  if (mobile) refuse(ModuleState.MOBILE_EXISTS, 'state.6040103', 'adminPhone');
}

function schoolRows(input: SchoolInput, account: string, passwordHash: string, now: number): Rows {
  const tenantId = newId();
  const orgId = newId();
  const userId = newId();
  return {
    tenant: {
      id: tenantId,
      code: input.code,
      name: input.name,
      shortName: input.name,
      status: 'active',
      createdAt: now,
    },
    org: {
      id: orgId,
      tenantId,
      parentId: null,
      code: input.code,
      name: input.name,
      type: 'school',
      path: `/${orgId}/`,
      sort: 0,
      grade: null,
      createdAt: now,
    },
    appUser: {
      id: userId,
      account,
      passwordHash,
      fullname: input.adminName,
      pinyin: pinyin(input.adminName, { pattern: 'first', toneType: 'none', type: 'array' })
        .join('')
        .toLowerCase(),
      mobile: input.adminPhone,
      email: null,
      gender: 'unknown',
      photoId: null,
      isSuper: 'N',
      status: 'actived',
      passwordChangedAt: now,
      passwordExpiresAt: null,
      mainTenantId: tenantId,
      language: null,
      createdAt: now,
      updatedAt: now,
    },
    tenantMember: {
      tenantId,
      userId,
      kind: 'staff',
      number: account,
      orgId,
      title: null,
      isTenantAdmin: 'Y',
      status: 'active',
      createdAt: now,
    },
  };
}

/** The app's own roles and positions, as every demo school has them; the administrator holds tenant_admin and sysadmin. */
async function insertRolesAndPositions(trx: Kysely<DB>, rows: Rows, now: number) {
  const { tenantId, userId } = rows.tenantMember;
  const roles = ROLES.map((role) => {
    const names = ROLE_NAMES[role.code];
    return {
      id: newId(),
      tenantId,
      code: role.code,
      name: role.name,
      names: names ? JSON.stringify(names) : null,
      createdAt: now,
    };
  });
  await trx.insertInto('role').values(roles).execute();
  const positions = POSITIONS.map((p) => ({
    id: newId(),
    tenantId,
    code: p.code,
    name: p.name,
    orgId: null,
    createdAt: now,
  }));
  await trx.insertInto('position').values(positions).execute();
  const adminRole = roles.find((r) => r.code === 'tenant_admin')!;
  await trx.insertInto('memberRole').values({ tenantId, userId, roleId: adminRole.id }).execute();
  const sysadmin = positions.find((p) => p.code === 'sysadmin')!;
  await trx.insertInto('memberPosition').values({ tenantId, userId, positionId: sysadmin.id }).execute();
}

export async function createSchool(
  database: Database,
  input: SchoolInput,
  options: CreateSchoolOptions,
): Promise<CreatedSchool> {
  const account = input.adminAccount.toLowerCase();
  // scrypt is slow: hashed before the transaction, so it never holds the lock.
  const passwordHash = await hashPassword(input.adminPassword, options.passwordHashCost);
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(${SCHOOLS_LOCK})`.execute(trx);
    if (options.onlyFirst && (await hasSchool(trx))) throw new AppError(ModuleState.SETUP_DONE);
    await checkFree(trx, input, account);
    const now = Date.now();
    const rows = schoolRows(input, account, passwordHash, now);
    await trx.insertInto('tenant').values(rows.tenant).execute();
    await trx.insertInto('org').values(rows.org).execute();
    await trx.insertInto('appUser').values(rows.appUser).execute();
    await trx.insertInto('tenantMember').values(rows.tenantMember).execute();
    await insertRolesAndPositions(trx, rows, now);
    await insertPlatformDictionaries(trx, rows.tenant.id!, now);
    await options.prepare?.(trx, rows.tenant.id!, now);
    return { tenantId: rows.tenant.id!, name: input.name, code: input.code, account };
  });
}

/** Whether the database holds any school: the setup link is offered only while it holds none. */
export async function hasSchool(db: Kysely<DB>): Promise<boolean> {
  return Boolean(await db.selectFrom('tenant').select('id').limit(1).executeTakeFirst());
}

/** Only the platform's super administrator adds schools. */
export function mayAddSchools(me: { isSuper: boolean }): void {
  if (!me.isSuper) throw new AppError(HttpState.FORBIDDEN);
}
