import type { Language, ListReply } from '@campus/contract';
import type { RoleMember, RoleRow, roleGrant } from '@campus/contract/api/admin/directory';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { personLabel } from '../../../core/change-log/labels.js';
import { recordChange } from '../../../core/change-log/record.js';
import { activeMembers } from '../../../core/org/people.js';
import { memberRoleCodes } from '../../../core/org/profile.js';
import { keywordFilter } from '../../../db/like.js';
import type { DB } from '../../../db/schema.js';
import { textIn } from '../../../lib/localized-name.js';
import { refuseField, unknownId } from './refuse.js';
import { KIND_WORDS } from './texts.js';

/**
 * The school's roles and who holds them (member_role): each office's reviewers, the dormitory
 * office, finance. The student role goes to students only, every other role to staff only, so a
 * grant never hands staff screens to a student. Each grant or removal is logged on the person,
 * with the role codes they held before and after.
 */
type Db = Kysely<DB>;
type Grant = z.output<typeof roleGrant>;

function roleRows(db: Db, tenantId: string) {
  return db
    .selectFrom('role as r')
    .select((eb) => [
      'r.id',
      'r.code',
      'r.name',
      'r.names',
      eb
        .selectFrom('memberRole as mr')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('mr.roleId', '=', 'r.id')
        .where('mr.tenantId', '=', tenantId)
        .as('members'),
    ])
    .where('r.tenantId', '=', tenantId);
}

type Stored = {
  id: string;
  code: string;
  name: string;
  names: string | null;
  members: number | string | null;
};
const shown = (r: Stored, lang: Language): RoleRow => ({
  id: r.id,
  code: r.code,
  name: textIn(r.names, r.name, lang),
  members: Number(r.members ?? 0),
});

export async function roles(db: Db, tenantId: string, lang: Language): Promise<RoleRow[]> {
  const rows = await roleRows(db, tenantId).orderBy('r.code').execute();
  return rows.map((r) => shown(r, lang));
}

export async function roleMembers(
  db: Db,
  tenantId: string,
  q: { roleId: string; keyword?: string; pageNo: number; limit: number },
): Promise<ListReply<RoleMember>> {
  const role = await roleRows(db, tenantId).where('r.id', '=', q.roleId).executeTakeFirst();
  if (!role) unknownId('roleId');
  const base = activeMembers(db, tenantId)
    .innerJoin('memberRole as mr', (join) =>
      join.onRef('mr.userId', '=', 'm.userId').onRef('mr.tenantId', '=', 'm.tenantId'),
    )
    .where('mr.roleId', '=', q.roleId)
    .$if(Boolean(q.keyword), (qb) =>
      qb.where((eb) => keywordFilter(eb, ['u.fullname', 'm.number'], q.keyword!, { ignoreCase: true })),
    );
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['u.id as userId', 'u.fullname as name', 'm.number', 'm.kind', 'o.name as orgName'])
      .orderBy('m.number')
      .limit(q.limit)
      .offset((q.pageNo - 1) * q.limit)
      .execute(),
  ]);
  return { dataResult: rows, pageResult: { page: q.pageNo, limit: q.limit, totalCount: Number(count.n) } };
}

/** Grants (`held`) or removes a role, logging the person's roles before and after. */
export function setRole(db: Db, context: ChangeContext, input: Grant, held: boolean, lang: Language) {
  const { tenantId } = context;
  return db.transaction().execute(async (trx) => {
    const role = await roleRows(trx, tenantId).where('r.id', '=', input.roleId).executeTakeFirst();
    if (!role) unknownId('roleId');
    const member = await activeMembers(trx, tenantId)
      .select(['m.kind'])
      .where('m.userId', '=', input.userId)
      .executeTakeFirst();
    if (!member) unknownId('userId');
    const fitting = role!.code === 'student' ? 'student' : 'staff';
    if (held && member!.kind !== fitting)
      refuseField('userId', 'directory.roleKind', {
        role: textIn(role!.names, role!.name, lang),
        kind: KIND_WORDS[fitting],
      });
    const before = await memberRoleCodes(trx, tenantId, input.userId);
    if (held && !before.includes(role!.code))
      await trx
        .insertInto('memberRole')
        .values({ tenantId, userId: input.userId, roleId: role!.id })
        .execute();
    if (!held)
      await trx
        .deleteFrom('memberRole')
        .where('tenantId', '=', tenantId)
        .where('userId', '=', input.userId)
        .where('roleId', '=', role!.id)
        .execute();
    const after = await memberRoleCodes(trx, tenantId, input.userId);
    await recordChange(trx, context, {
      kind: 'role',
      objectId: input.userId,
      label: await personLabel(trx, tenantId, input.userId),
      action: 'update',
      before: { roles: before },
      after: { roles: after },
    });
    const updated = await roleRows(trx, tenantId).where('r.id', '=', role!.id).executeTakeFirstOrThrow();
    return shown(updated, lang);
  });
}
