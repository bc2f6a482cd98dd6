import type { Language } from '@campus/contract';
import type { ChangePageReply, ChangeRow } from '@campus/contract/api/affairs/change-log';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { textIn } from '../../../lib/localized-name.js';

/**
 * What the ids and role codes in a set of entries name, so the log shows "软件 2401" rather than
 * 914951296632037376. One query per table for the whole set (in parts, so a 10,000-row export
 * stays within the databases' parameter limits), always within the caller's school: another
 * school's id is simply not found, and the reader sees it as stored.
 */
export type EntryNames = Pick<ChangePageReply, 'names' | 'roleNames'>;

/** Fields whose value is an org's id. */
const ORG_FIELDS = new Set(['orgId', 'parentId', 'classId', 'collegeId']);
/** Fields whose value is a person's (user's) id. */
const PERSON_FIELDS = new Set(['userId', 'studentId']);
/** Fields whose value is a role code or a list of them. */
export const ROLE_FIELDS = new Set(['role', 'roles']);

/** The longest id or code looked up (ids are 18-19 digits; a role code is a short word). */
const MAX_KEY = 64;
/** Keys per `in (...)`: well within SQLite's and PostgreSQL's bound parameters. */
const PART = 500;

function collect(rows: readonly ChangeRow[], fields: Set<string>): string[] {
  const found = new Set<string>();
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'string' && value !== '' && value.length <= MAX_KEY) found.add(value);
  };
  for (const row of rows)
    for (const f of row.fields)
      if (fields.has(f.field)) {
        add(f.before);
        add(f.after);
      }
  return [...found];
}

async function inParts<T>(keys: string[], query: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += PART) out.push(...(await query(keys.slice(i, i + PART))));
  return out;
}

export async function entryNames(
  db: Kysely<DB>,
  tenantId: string,
  rows: readonly ChangeRow[],
  lang: Language,
): Promise<EntryNames> {
  const [orgs, people, roles] = await Promise.all([
    inParts(collect(rows, ORG_FIELDS), (ids) =>
      db
        .selectFrom('org')
        .select(['id', 'name'])
        .where('tenantId', '=', tenantId)
        .where('id', 'in', ids)
        .execute(),
    ),
    inParts(collect(rows, PERSON_FIELDS), (ids) =>
      db
        .selectFrom('tenantMember as m')
        .innerJoin('appUser as u', 'u.id', 'm.userId')
        .select(['m.userId as id', 'u.fullname', 'm.number'])
        .where('m.tenantId', '=', tenantId)
        .where('m.userId', 'in', ids)
        .execute(),
    ),
    inParts(collect(rows, ROLE_FIELDS), (codes) =>
      db
        .selectFrom('role')
        .select(['code', 'name', 'names'])
        .where('tenantId', '=', tenantId)
        .where('code', 'in', codes)
        .execute(),
    ),
  ]);
  return {
    names: Object.fromEntries([
      ...orgs.map((o) => [o.id, o.name]),
      ...people.map((p) => [p.id, `${p.fullname} (${p.number})`]),
    ]),
    roleNames: Object.fromEntries(roles.map((r) => [r.code, textIn(r.names, r.name, lang)])),
  };
}
