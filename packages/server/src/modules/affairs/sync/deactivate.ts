import type { Language } from '@campus/contract';
import type { SyncDeactivatable, SyncDeactivateReply } from '@campus/contract/api/admin/sync';
import type { Kysely } from 'kysely';
import type { SyncCaller } from '../../../core/auth/sync-tokens.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import {
  memberByNumber,
  upsertStaff,
  upsertStudent,
  type MasterWrite,
  type Outcome,
} from '../../../core/master-data/index.js';
import type { DB } from '../../../db/schema.js';
import { say } from '../group-refusal.js';
import { MASTER_TEXTS } from '../import/master/texts.js';
import { sayRefusals, type RowRefusal } from './upsert.js';

/**
 * People the data centre says are gone, by number: a student becomes withdrawn (one already
 * withdrawn or graduated is left as they are), a staff member left. Through the master-data
 * service, so only the status changes and the change log records it; every row, request, bill and
 * record stays. One transaction per call; an unknown number is refused by its index.
 */
type Member = NonNullable<Awaited<ReturnType<typeof memberByNumber>>>;

async function deactivate(w: MasterWrite, number: string, m: Member): Promise<Outcome> {
  const person = { number, name: m.fullname, gender: m.gender, mobile: m.mobile, orgId: m.orgId };
  if (m.kind === 'staff') return (await upsertStaff(w, { ...person, title: m.title, active: false })).outcome;
  if (m.studyStatus === 'withdrawn' || m.studyStatus === 'graduated') return 'unchanged';
  return (
    await upsertStudent(w, {
      ...person,
      // null keeps the ID number on record.
      idNumber: null,
      enrolmentYear: m.enrolmentYear,
      graduationYear: m.graduationYear,
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
    for (const [index, key] of keys.entries()) {
      const member = await memberByNumber(w, key);
      if (!member || member.kind !== memberKind) {
        refused.push({ index, field: 'keys', error: say(MASTER_TEXTS.unknown, { value: key }) });
        continue;
      }
      if ((await deactivate(w, key, member)) === 'unchanged') counts.unchanged += 1;
      else counts.deactivated += 1;
    }
  });
  return { ...counts, refused: sayRefusals(refused, lang) };
}
