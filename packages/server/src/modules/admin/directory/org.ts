import type { OrgNode, orgSave } from '@campus/contract/api/admin/directory';
import { ORG_PARENT_TYPES, type OrgUnitType } from '@campus/contract/api/admin/directory-rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { recordChange } from '../../../core/change-log/record.js';
import type { DB } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import { refuseField, unknownId } from './refuse.js';
import { ORG_TYPE_WORDS } from './texts.js';

/**
 * The organisation tree: school -> colleges and offices -> majors -> classes, each with a code
 * unique in the school. The administrator adds units and renames them; a unit's type and place
 * stay (moving a class between majors is the lifecycle's rollover, not a rename).
 */
type Db = Kysely<DB>;
type OrgInput = z.output<typeof orgSave>;

/** The whole tree, flat, with each unit's own members counted. */
export async function orgTree(db: Db, tenantId: string): Promise<OrgNode[]> {
  const [units, counts] = await Promise.all([
    db
      .selectFrom('org')
      .select(['id', 'parentId', 'type', 'code', 'name', 'grade'])
      .where('tenantId', '=', tenantId)
      .orderBy('sort')
      .orderBy('code')
      .execute(),
    db
      .selectFrom('tenantMember')
      .select((eb) => ['orgId', eb.fn.countAll<number | string>().as('n')])
      .where('tenantId', '=', tenantId)
      .where('status', '=', 'active')
      .groupBy('orgId')
      .execute(),
  ]);
  const members = new Map(counts.map((c) => [c.orgId, Number(c.n)]));
  return units.map((u) => ({ ...u, members: members.get(u.id) ?? 0 }));
}

const unitColumns = ['id', 'parentId', 'type', 'code', 'name', 'grade', 'path'] as const;

function findUnit(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('org')
    .select(unitColumns)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Refuses a code another unit of the school holds, naming that unit. */
async function checkCodeFree(db: Db, tenantId: string, code: string, self: string | undefined) {
  const holder = await db
    .selectFrom('org')
    .select(['id', 'name'])
    .where('tenantId', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (holder && holder.id !== self) refuseField('code', 'directory.codeTaken', { code, name: holder.name });
}

/** What the change log keeps of a unit. */
const logged = (u: { code: string; name: string; grade: string | null }) => ({
  code: u.code,
  name: u.name,
  grade: u.grade,
});

async function createUnit(trx: Db, context: ChangeContext, input: OrgInput): Promise<OrgNode> {
  const { tenantId } = context;
  if (!input.parentId) refuseField('parentId', 'validation.required');
  const parent = await findUnit(trx, tenantId, input.parentId!);
  if (!parent) unknownId('parentId');
  const allowed = ORG_PARENT_TYPES[input.type];
  if (!allowed.includes(parent!.type)) {
    refuseField('parentId', 'directory.parentType', {
      type: ORG_TYPE_WORDS[input.type]!,
      parents: ORG_TYPE_WORDS[allowed[0]!]!,
    });
  }
  await checkCodeFree(trx, tenantId, input.code, undefined);
  const id = newId();
  const unit = {
    id,
    tenantId,
    parentId: parent!.id,
    code: input.code,
    name: input.name,
    type: input.type,
    path: `${parent!.path}${id}/`,
    sort: 0,
    grade: input.grade ?? null,
    createdAt: Date.now(),
  };
  await trx.insertInto('org').values(unit).execute();
  await recordChange(trx, context, {
    kind: 'org',
    objectId: id,
    label: `${unit.name} (${unit.code})`,
    action: 'create',
    after: { type: unit.type, parent: parent!.name, ...logged(unit) },
  });
  return {
    id,
    parentId: unit.parentId,
    type: unit.type,
    code: unit.code,
    name: unit.name,
    grade: unit.grade,
    members: 0,
  };
}

async function renameUnit(trx: Db, context: ChangeContext, id: string, input: OrgInput): Promise<OrgNode> {
  const { tenantId } = context;
  const before = await findUnit(trx, tenantId, id);
  if (!before) unknownId('orgId');
  if (before!.type !== (input.type satisfies OrgUnitType)) refuseField('type', 'validation.oneOf');
  await checkCodeFree(trx, tenantId, input.code, id);
  const after = { code: input.code, name: input.name, grade: input.grade ?? before!.grade };
  await trx.updateTable('org').set(after).where('tenantId', '=', tenantId).where('id', '=', id).execute();
  await recordChange(trx, context, {
    kind: 'org',
    objectId: id,
    label: `${after.name} (${after.code})`,
    action: 'update',
    before: logged(before!),
    after: logged(after),
  });
  const members = await trx
    .selectFrom('tenantMember')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('orgId', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { id, parentId: before!.parentId, type: before!.type, ...after, members: Number(members.n) };
}

/** Adds a unit (no id) or renames one, logging it in the same transaction. */
export function saveOrg(db: Db, context: ChangeContext, input: OrgInput): Promise<OrgNode> {
  return db
    .transaction()
    .execute((trx) =>
      input.id ? renameUnit(trx, context, input.id, input) : createUnit(trx, context, input),
    );
}
