import type { Language } from '@campus/contract';
import type { SyncDeactivatable, SyncDeactivateReply } from '@campus/contract/api/admin/sync';
import type { Kysely } from 'kysely';
import type { SyncCaller } from '../../../core/auth/sync-tokens.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import {
  upsertStaff,
  upsertStudent,
  type MasterWrite,
  type Outcome,
} from '../../../core/master-data/index.js';
import type { DB } from '../../../db/schema.js';
import { say } from '../group-refusal.js';
import { membersByNumber } from '../import/master/lookups.js';
import { MASTER_TEXTS } from '../import/master/texts.js';
import { sayRefusals, type RowRefusal } from './upsert.js';

/**
 * People the data centre says are gone, by number: a student becomes withdrawn (one already
 * withdrawn or graduated is left as they are), a staff member left. Through the master-data
 * service, so only the status changes and the change log records it; every row, request, bill and
 * record stays. One transaction per call; an unknown number is refused by its index.
 */
async function personOf(w: MasterWrite, userId: string) {
  return w.trx
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select([
      'm.number',
      'm.orgId',
      'm.title',
      'm.studyStatus',
      'm.enrolmentYear',
      'm.graduationYear',
      'u.fullname',
      'u.gender',
      'u.mobile',
    ])
    .where('m.tenantId', '=', w.tenantId)
    .where('m.userId', '=', userId)
    .executeTakeFirstOrThrow();
}

async function deactivate(w: MasterWrite, kind: SyncDeactivatable, userId: string): Promise<Outcome> {
  const p = await personOf(w, userId);
  const person = { number: p.number, name: p.fullname, gender: p.gender, mobile: p.mobile, orgId: p.orgId };
  if (kind === 'staff') return (await upsertStaff(w, { ...person, title: p.title, active: false })).outcome;
  if (p.studyStatus === 'withdrawn' || p.studyStatus === 'graduated') return 'unchanged';
  return (
    await upsertStudent(w, {
      ...person,
      // null keeps the ID number on record.
      idNumber: null,
      enrolmentYear: p.enrolmentYear,
      graduationYear: p.graduationYear,
      studyStatus: 'withdrawn',
    })
  ).outcome;
}

export async function syncDeactivate(
  db: Kysely<DB>,
  caller: SyncCaller,
  change: ChangeContext,
  kind: SyncDeactivatable,
  keys: readonly string[],
  lang: Language,
): Promise<SyncDeactivateReply> {
  const memberKind = kind === 'students' ? 'student' : 'staff';
  const refused: RowRefusal[] = [];
  const counts = { deactivated: 0, unchanged: 0 };
  await db.transaction().execute(async (trx) => {
    const w: MasterWrite = { trx, tenantId: caller.tenantId, change, now: Date.now() };
    const members = await membersByNumber(trx, caller.tenantId, keys);
    for (const [index, key] of keys.entries()) {
      const member = members.get(key);
      if (!member || member.kind !== memberKind) {
        refused.push({ index, field: 'keys', error: say(MASTER_TEXTS.unknown, { value: key }) });
        continue;
      }
      const outcome = await deactivate(w, kind, member.userId);
      if (outcome === 'unchanged') counts.unchanged += 1;
      else counts.deactivated += 1;
    }
  });
  return { ...counts, refused: sayRefusals(refused, lang) };
}
