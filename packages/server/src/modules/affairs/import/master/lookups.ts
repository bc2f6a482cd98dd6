import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { MemberKind, OrgType } from '../../../../db/tables/core.js';

/**
 * What a file's rows refer to, read once per check: the school's orgs by code (a school has some
 * thousands at most), and its members and roles by the numbers and codes the file names, a chunk
 * at a time so no query carries an unbounded list.
 */
const CHUNK = 500;
const chunks = <T>(all: readonly T[]) =>
  Array.from({ length: Math.ceil(all.length / CHUNK) }, (_, i) => all.slice(i * CHUNK, (i + 1) * CHUNK));

export interface KnownOrg {
  id: string;
  type: OrgType;
  parentId: string | null;
}

export async function orgsByCode(db: Kysely<DB>, tenantId: string): Promise<Map<string, KnownOrg>> {
  const rows = await db
    .selectFrom('org')
    .select(['id', 'code', 'type', 'parentId'])
    .where('tenantId', '=', tenantId)
    .execute();
  return new Map(rows.map((r) => [r.code, { id: r.id, type: r.type, parentId: r.parentId }]));
}

export interface KnownMember {
  userId: string;
  kind: MemberKind;
  name: string;
}

export async function membersByNumber(
  db: Kysely<DB>,
  tenantId: string,
  numbers: readonly string[],
): Promise<Map<string, KnownMember>> {
  const found = new Map<string, KnownMember>();
  for (const part of chunks([...new Set(numbers)]))
    for (const m of await db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select(['m.number', 'm.userId', 'm.kind', 'u.fullname'])
      .where('m.tenantId', '=', tenantId)
      .where('m.number', 'in', part)
      .execute())
      found.set(m.number, { userId: m.userId, kind: m.kind, name: m.fullname });
  return found;
}

export async function rolesByCode(db: Kysely<DB>, tenantId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('role').select(['id', 'code']).where('tenantId', '=', tenantId).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Where each value first appeared in the file, to refuse a second row with the same key. */
export function firstRows() {
  const seen = new Map<string, number>();
  return (key: string, row: number): number | null => {
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, row);
    return null;
  };
}
