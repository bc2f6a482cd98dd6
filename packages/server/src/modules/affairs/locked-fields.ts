import {
  academicYearOf,
  lockedFrom,
  ModuleState,
  type AffairModuleDescriptor,
  type FormDefinition,
  type FormValues,
  type LockedFrom,
  type PrefillSource,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { MemberProfile } from '../../core/org/profile.js';
import type { DB } from '../../db/schema.js';
import { batchFor } from './batches/find.js';
import { groupRefusal, inEveryLanguage, say, texts, type Texts } from './group-refusal.js';
import { readFact } from './facts.js';
import type { AffairRegistry } from './registry/registry.js';

/**
 * The fields of a module's form the system fills and the student may not change (policies.ts
 * `lockedFrom`): the academic year from the school's calendar (or the batch's), the ID number
 * from the student's record (the `idNumber` fact, which student information provides). The apply screen shows them locked with where they come from, the
 * module's apply puts the system's values in, and every submission, whichever way it came in,
 * is refused if it says otherwise. A fact the system does not hold (no ID number on record) is
 * not locked: the student types it.
 */
type Db = Kysely<DB>;

export interface LockedValue {
  value: string;
  from: LockedFrom;
}

/** The academic year a request made today belongs to: its batch's, else the calendar's. */
export async function requestYear(
  db: Db,
  tenantId: string,
  module: AffairModuleDescriptor,
  student: MemberProfile,
  today: string,
): Promise<string> {
  const batch = module.batches ? (await batchFor(db, tenantId, module, student, today)).open : null;
  return batch?.academicYear ?? academicYearOf(today);
}

/** The locked fields' values for this student and year, by field key. */
export async function lockedValues(
  registry: AffairRegistry,
  db: Db,
  tenantId: string,
  module: AffairModuleDescriptor,
  studentId: string,
  academicYear: string,
): Promise<Map<string, LockedValue>> {
  const found = new Map<string, LockedValue>();
  for (const [field, source] of Object.entries(module.prefill ?? {}) as [string, PrefillSource][]) {
    const from = lockedFrom(source);
    const value =
      from === 'calendar'
        ? academicYear
        : from === 'record'
          ? ((await readFact(registry, 'idNumber', db, tenantId, [studentId]))?.get(studentId) ?? null)
          : null;
    if (from && value) found.set(field, { value, from });
  }
  return found;
}

/** The submitted values with the system's in the locked fields (the module's own apply). */
export function withLocked(values: FormValues | undefined, locked: Map<string, LockedValue>): FormValues {
  const merged: FormValues = { ...values };
  for (const [field, { value }] of locked) merged[field] = value;
  return merged;
}

const NOT_YOURS = {
  calendar: texts(
    '{field}取自学校校历，应为 {value}',
    '{field}取自學校校曆，應為 {value}',
    '{field} comes from the school calendar: it is {value}',
    '{field}は学校の暦によるもので、{value} です',
  ),
  record: texts(
    '{field}取自你的学籍信息，与所填不符；如有误，请先更正学籍信息',
    '{field}取自你的學籍資訊，與所填不符；如有誤，請先更正學籍資訊',
    '{field} comes from your student record and does not match; if the record is wrong, have it corrected first',
    '{field}は学籍情報によるもので、入力と一致しません。誤りがあれば先に学籍情報を訂正してください',
  ),
};

/** A field's label in every language, for a refusal said in the reader's. */
function labelOf(form: FormDefinition, field: string): Texts {
  return inEveryLanguage(form.fields.find((f) => f.key === field)?.label ?? field);
}

/** Refuses a submission whose locked fields say otherwise than the system (the BPM API's start). */
export function checkLocked(
  values: FormValues,
  locked: Map<string, LockedValue>,
  form: FormDefinition,
): void {
  for (const [field, { value, from }] of locked) {
    if (values[field] === value) continue;
    // The ID number is never echoed back: the refusal says only that it does not match.
    throw groupRefusal(
      ModuleState.FORM_DATA_INVALID,
      say(NOT_YOURS[from], { field: labelOf(form, field), value }),
      field,
    );
  }
}
