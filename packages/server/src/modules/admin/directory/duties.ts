import type { dutySave } from '@campus/contract/api/admin/directory';
import { DUTY_ORG_TYPES } from '@campus/contract/api/admin/directory-rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { recordChange } from '../../../core/change-log/record.js';
import { membersByIds, staffAmong, usersWithDuty } from '../../../core/org/people.js';
import type { DB } from '../../../db/schema.js';
import { refuseField, unknownId } from './refuse.js';
import { ORG_TYPE_WORDS } from './texts.js';

/**
 * Who holds a duty for a unit: a class's counsellors, a college's student-affairs staff. The
 * holders are replaced as a whole, only by current staff of the school, and the change is logged
 * with the holders before and after. Workflow assignment reads these rows, so the next request of
 * the class goes to the new counsellor.
 */
type Db = Kysely<DB>;
type DutyInput = z.output<typeof dutySave>;

/** The holders of a duty for one of the school's units. */
export async function dutyOf(db: Db, tenantId: string, orgId: string, duty: DutyInput['duty']) {
  const unit = await db
    .selectFrom('org')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!unit) unknownId('orgId');
  return { orgId, duty, holders: await usersWithDuty(db, tenantId, orgId, duty) };
}

export async function saveDuty(db: Db, context: ChangeContext, input: DutyInput) {
  const { tenantId } = context;
  const userIds = [...new Set(input.userIds)];
  return db.transaction().execute(async (trx) => {
    const unit = await trx
      .selectFrom('org')
      .select(['id', 'name', 'code', 'type'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', input.orgId)
      .executeTakeFirst();
    if (!unit) unknownId('orgId');
    const types = DUTY_ORG_TYPES[input.duty];
    if (!types.includes(unit!.type))
      refuseField('orgId', 'directory.dutyOrgType', { types: ORG_TYPE_WORDS[types[0]!]! });
    const staff = await staffAmong(trx, tenantId, userIds);
    const notStaff = userIds.find((id) => !staff.has(id));
    if (notStaff) {
      const [known] = await membersByIds(trx, tenantId, [notStaff]);
      refuseField('userIds', 'directory.notStaff', { name: known?.name ?? notStaff });
    }
    const before = await usersWithDuty(trx, tenantId, unit!.id, input.duty);
    await trx
      .deleteFrom('orgDuty')
      .where('tenantId', '=', tenantId)
      .where('orgId', '=', unit!.id)
      .where('duty', '=', input.duty)
      .execute();
    if (userIds.length)
      await trx
        .insertInto('orgDuty')
        .values(userIds.map((userId) => ({ tenantId, orgId: unit!.id, userId, duty: input.duty })))
        .execute();
    const after = await usersWithDuty(trx, tenantId, unit!.id, input.duty);
    const names = (people: { name: string }[]) => people.map((p) => p.name);
    await recordChange(trx, context, {
      kind: 'role',
      objectId: `${unit!.id}.${input.duty}`,
      label: `${unit!.name} (${unit!.code})`,
      action: 'update',
      before: { [input.duty]: names(before) },
      after: { [input.duty]: names(after) },
    });
    return { orgId: unit!.id, duty: input.duty, holders: after };
  });
}
