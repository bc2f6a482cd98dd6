import { ModuleState, SecurityState } from '@campus/contract';
import {
  healthFindings,
  isAbnormal,
  type HealthAnswers,
  type HealthReport,
  type HealthToday,
  type Symptom,
} from '@campus/contract/affairs/yqfk';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { newId } from '../../../../lib/ids.js';
import { isUniqueViolation } from '../../../../db/errors.js';
import { runCommand } from '../../../../engine/runtime/transaction.js';
import { healthSettings, type HealthSettings } from './group.js';
import { startFollowUp } from './follow-up.js';
import { refuse } from './refusals.js';
import type { HealthReportTable } from './tables.js';

/**
 * The student's side of the daily health report: today's state with the previous report to start
 * from, a report (once a school day), "nothing changed" (the previous answers again) and their
 * history. An abnormal report starts the counsellor's follow-up in the same transaction.
 */
type Db = Kysely<DB>;

export function reportOf(row: Selectable<HealthReportTable>): HealthReport {
  return {
    date: row.reportDate,
    temperature: Number(row.temperature),
    symptoms: JSON.parse(row.symptoms) as Symptom[],
    location: row.location as HealthReport['location'],
    contact: row.contact === null ? null : row.contact === 1,
    note: row.note,
    abnormal: row.abnormal === 1,
    reportedAt: Number(row.reportedAt),
    followUpId: row.followUpId,
  };
}

function reportsOf(db: Db, tenantId: string, studentId: string) {
  return db
    .selectFrom('healthReport')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('studentId', '=', studentId)
    .orderBy('reportDate', 'desc');
}

const studentOnly = (caller: AuthContext) => {
  if (caller.kind !== 'student') refuse('notStudent', {}, SecurityState.UNAUTHORIZED);
};

export async function healthToday(db: Db, caller: AuthContext, now: number): Promise<HealthToday> {
  studentOnly(caller);
  const settings = await healthSettings(db, caller.tenantId);
  const date = schoolDate(now);
  const [latest, previous] = await reportsOf(db, caller.tenantId, caller.userId).limit(2).execute();
  const today = latest?.reportDate === date ? latest : null;
  const before = today ? previous : latest;
  return {
    enabled: settings.enabled,
    date,
    questions: settings.questions,
    feverFrom: settings.feverFrom,
    report: today ? reportOf(today) : null,
    previous: before ? reportOf(before) : null,
  };
}

/** The answers as the school asks them: a question it does not ask is refused, one it asks is required. */
function checkQuestions(answers: HealthAnswers, settings: HealthSettings): HealthAnswers {
  const { questions } = settings;
  const asked = [
    ['symptoms', questions.symptoms, answers.symptoms.length > 0, true],
    ['location', questions.location, answers.location !== null, answers.location !== null],
    ['contact', questions.contact, answers.contact !== null, answers.contact !== null],
  ] as const;
  for (const [field, ask, given, present] of asked) {
    if (!ask && given) refuse('notAsked', { field }, ModuleState.FORM_DATA_INVALID, field);
    if (ask && !present) refuse('required', { field }, ModuleState.FORM_DATA_INVALID, field);
  }
  return answers;
}

export async function makeReport(
  db: Db,
  caller: AuthContext,
  answers: HealthAnswers,
  now: number,
): Promise<HealthReport> {
  studentOnly(caller);
  const settings = await healthSettings(db, caller.tenantId);
  if (!settings.enabled) refuse('off', {}, ModuleState.AFFAIR_BATCH_NOT_OPEN);
  checkQuestions(answers, settings);
  const date = schoolDate(now);
  return runCommand(db, caller, async (command) => {
    const trx = command.db;
    const found = await reportsOf(trx, caller.tenantId, caller.userId)
      .where('reportDate', '=', date)
      .executeTakeFirst();
    if (found)
      refuse(
        'already',
        { at: new Date(Number(found.reportedAt)).toISOString().slice(11, 16) },
        ModuleState.AFFAIR_ALREADY_APPLIED,
      );
    const findings = healthFindings(answers, settings.feverFrom);
    const row = {
      id: newId(),
      tenantId: caller.tenantId,
      studentId: caller.userId,
      reportDate: date,
      temperature: answers.temperature,
      symptoms: JSON.stringify(answers.symptoms),
      location: answers.location,
      contact: answers.contact === null ? null : answers.contact ? 1 : 0,
      note: answers.note,
      abnormal: isAbnormal(findings) ? 1 : 0,
      followUpId: null as string | null,
      reportedAt: command.now,
    };
    // Two taps at once: the unique (student, day) index lets one insert through; the other is
    // refused by the check above on its retry, or by the index here.
    try {
      await trx.insertInto('healthReport').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) refuse('already', { at: '' }, ModuleState.AFFAIR_ALREADY_APPLIED);
      throw error;
    }
    if (row.abnormal) {
      row.followUpId = await startFollowUp(command, caller, { id: row.id, date, findings, answers });
      await trx
        .updateTable('healthReport')
        .set({ followUpId: row.followUpId })
        .where('id', '=', row.id)
        .execute();
    }
    return reportOf(row);
  });
}

/** "Nothing changed": the previous report's answers as today's (the same checks and follow-up). */
export async function reportUnchanged(db: Db, caller: AuthContext, now: number): Promise<HealthReport> {
  studentOnly(caller);
  const previous = await reportsOf(db, caller.tenantId, caller.userId)
    .where('reportDate', '<', schoolDate(now))
    .executeTakeFirst();
  if (!previous) refuse('noPrevious', {}, ModuleState.AFFAIR_NOT_ELIGIBLE);
  const { temperature, symptoms, location, contact, note } = reportOf(previous);
  return makeReport(db, caller, { temperature, symptoms, location, contact, note }, now);
}

/** Reports of one student, newest first (at most a term's worth). */
export function studentReports(db: Db, tenantId: string, studentId: string): Promise<HealthReport[]> {
  return reportsOf(db, tenantId, studentId)
    .limit(200)
    .execute()
    .then((rows) => rows.map(reportOf));
}
