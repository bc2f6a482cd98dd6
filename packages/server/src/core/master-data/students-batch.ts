import type { Change } from '../change-log/record.js';
import { newId } from '../../lib/ids.js';
import { roleIdOf } from './assignments.js';
import { logChange, type MasterWrite, type Outcome } from './context.js';
import {
  accountRow,
  graduateAccessEnd,
  membersByNumbers,
  newStudent,
  tenantCode,
  updateStudent,
  type StudentInput,
} from './people.js';

/**
 * Students in file order, as upsertStudent would write them one by one (the same rows, outcomes
 * and change-log entries, in the same order), a few hundred at a time: one query finds the part's
 * known students and their profiles, and the new ones go in with one insert per table. A school's
 * 30,000 students are one import (docs/PERFORMANCE.md, "School import"); one round trip per row
 * and table was most of its time.
 */
const PART = 500;

/** Consecutive parts of at most PART rows, none holding a number twice (a later row sees an earlier). */
function parts(inputs: readonly StudentInput[]): StudentInput[][] {
  const out: StudentInput[][] = [];
  let part: StudentInput[] = [];
  let numbers = new Set<string>();
  for (const input of inputs) {
    if (part.length === PART || numbers.has(input.number)) {
      out.push(part);
      part = [];
      numbers = new Set();
    }
    part.push(input);
    numbers.add(input.number);
  }
  if (part.length) out.push(part);
  return out;
}

export async function upsertStudents(
  w: MasterWrite,
  inputs: readonly StudentInput[],
  progress: (done: number) => void = () => undefined,
): Promise<Outcome[]> {
  const code = await tenantCode(w);
  const studentRole = await roleIdOf(w, 'student');
  const graduateEnd = await graduateAccessEnd(w);
  const outcomes: Outcome[] = [];
  for (const part of parts(inputs)) {
    const known = new Map(
      (
        await membersByNumbers(
          w,
          part.map((p) => p.number),
        )
      ).map((m) => [m.number, m]),
    );
    const knownIds = [...known.values()].map((m) => m.userId);
    const profiles = new Map(
      (knownIds.length
        ? await w.trx
            .selectFrom('studentProfile')
            .select(['userId', 'idNumber'])
            .where('tenantId', '=', w.tenantId)
            .where('userId', 'in', knownIds)
            .execute()
        : []
      ).map((p) => [p.userId, { idNumber: p.idNumber }]),
    );
    // New students wait here until a known one is written, so the log keeps the file's order.
    let pending: { input: StudentInput; id: string }[] = [];
    const flush = async () => {
      if (!pending.length) return;
      const created = pending.map(({ input, id }) => ({
        // A preset account already written (a member of another school) needs no new row.
        account: input.account?.existing ? null : accountRow(w, code, id, input),
        ...newStudent(w, id, input, studentRole, graduateEnd),
      }));
      pending = [];
      const accounts = created.flatMap((c) => (c.account ? [c.account] : []));
      if (accounts.length) await w.trx.insertInto('appUser').values(accounts).execute();
      await w.trx
        .insertInto('tenantMember')
        .values(created.map((c) => c.member))
        .execute();
      await w.trx
        .insertInto('studentProfile')
        .values(created.map((c) => c.profile))
        .execute();
      const roles = created.flatMap((c) => (c.role ? [c.role] : []));
      if (roles.length) await w.trx.insertInto('memberRole').values(roles).execute();
      await logChange(
        w,
        created.map((c): Change => c.change),
      );
    };
    for (const input of part) {
      const existing = known.get(input.number);
      if (!existing) {
        pending.push({ input, id: input.account?.id ?? newId() });
        outcomes.push('added');
        continue;
      }
      await flush();
      outcomes.push(await updateStudent(w, existing, profiles.get(existing.userId), input));
    }
    await flush();
    progress(outcomes.length);
  }
  return outcomes;
}
