import type { OrgType } from '../../db/tables/core.js';
import { newId } from '../../lib/ids.js';
import { logChange, updateDiffering, type MasterWrite, type Outcome } from './context.js';

/**
 * The organisation tree by code: colleges, offices, departments, majors and classes are all rows
 * of `org`, found by their code in the school. A new org goes under its parent (the school's root
 * when none is named) with its path from the root; an existing one takes the new name, grade and
 * parent (its path and its children's follow).
 */
export interface OrgInput {
  code: string;
  name: string;
  type: OrgType;
  /** The parent's code; null: directly under the school. */
  parentCode: string | null;
  grade?: string | null;
  /** The new org's id and place among its siblings, when the caller decides them (the demo seed). */
  id?: string;
  sort?: number;
}

export async function orgByCode(w: Pick<MasterWrite, 'trx' | 'tenantId'>, code: string) {
  return w.trx
    .selectFrom('org')
    .selectAll()
    .where('tenantId', '=', w.tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

async function parentOf(w: MasterWrite, parentCode: string | null) {
  const parent = parentCode
    ? await orgByCode(w, parentCode)
    : await w.trx
        .selectFrom('org')
        .selectAll()
        .where('tenantId', '=', w.tenantId)
        .where('parentId', 'is', null)
        .executeTakeFirst();
  if (!parent) throw new Error(`org ${parentCode ?? '(school)'} not found`);
  return parent;
}

export async function upsertOrg(w: MasterWrite, input: OrgInput): Promise<{ id: string; outcome: Outcome }> {
  const parent = await parentOf(w, input.parentCode);
  const existing = await orgByCode(w, input.code);
  const label = `${input.name} (${input.code})`;
  const wanted = { name: input.name, type: input.type, parentId: parent.id, grade: input.grade ?? null };
  if (!existing) {
    const id = input.id ?? newId();
    await w.trx
      .insertInto('org')
      .values({
        id,
        tenantId: w.tenantId,
        code: input.code,
        ...wanted,
        path: `${parent.path}${id}/`,
        sort: input.sort ?? 0,
        createdAt: w.now,
      })
      .execute();
    await logChange(w, {
      kind: 'org',
      objectId: id,
      label,
      action: 'create',
      after: wanted,
    });
    return { id, outcome: 'added' };
  }
  const changed = await updateDiffering(
    w,
    { kind: 'org', objectId: existing.id, label },
    { name: existing.name, type: existing.type, parentId: existing.parentId, grade: existing.grade },
    wanted,
    async (set) => {
      await w.trx.updateTable('org').set(set).where('id', '=', existing.id).execute();
      if (set.parentId !== undefined) await movePath(w, existing.path, `${parent.path}${existing.id}/`);
    },
  );
  if (!changed) return { id: existing.id, outcome: 'unchanged' };
  return { id: existing.id, outcome: 'updated' };
}

/** An org moved under another parent: its path and every descendant's start anew. */
async function movePath(w: MasterWrite, from: string, to: string) {
  const below = await w.trx
    .selectFrom('org')
    .select(['id', 'path'])
    .where('tenantId', '=', w.tenantId)
    .where('path', 'like', `${from}%`)
    .execute();
  for (const org of below)
    await w.trx
      .updateTable('org')
      .set({ path: to + org.path.slice(from.length) })
      .where('id', '=', org.id)
      .execute();
}
