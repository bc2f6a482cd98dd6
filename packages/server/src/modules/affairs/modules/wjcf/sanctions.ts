import { LANGUAGES, ModuleState, SANCTION_KINDS, type Language } from '@campus/contract';
import type { ChangeContext } from '../../../../core/change-log/context.js';
import { personLabel } from '../../../../core/change-log/labels.js';
import { recordChange } from '../../../../core/change-log/record.js';
import {
  SANCTION_KIND_KEYS,
  type AppealStatus,
  type Deadline,
  type SanctionCause,
  type SanctionDetail,
  type SanctionInput,
  type SanctionKind,
  type SanctionNotice,
  type SanctionRow,
  type SanctionState,
} from '@campus/contract/affairs/wjcf';
import type { Kysely } from 'kysely';
import { noticePeople } from '../../../../core/messages/notice.js';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { mayManage, requireGroupReviewer } from '../../audience.js';
import { maskNumber, maskValue } from '../../publicity/mask.js';
import { moduleSettings } from '../../settings/settings.js';
import { APPEAL, LIFT, NO_END, WJCF } from './group.js';
import {
  collegeNames,
  findSanction,
  findSanctions,
  studentByNumber,
  type SanctionRecordRow,
} from './repo.js';
import { refuse } from './refusals.js';

/**
 * Sanctions (处分, MODULES-RESEARCH §9): staff record one in force for a student in their charge;
 * the student reads their own, signs for it, appeals within the window and applies to lift it
 * after the period (the modules' hooks, appeal.ts and lift.ts, keep the row's state). Who may read
 * a sanction is decided here once: the student themself and the staff in charge of them (their
 * counsellor, their college's student-affairs staff, the office); anyone else is answered as for
 * a sanction that does not exist. The school's notice names no one in full.
 */
type Db = Kysely<DB>;

const DAY = 86_400_000;

export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const deadline = (date: string, today: string): Deadline => ({ date, daysLeft: daysBetween(today, date) });

export const appealSettings = async (db: Db, tenantId: string) => {
  const s = await moduleSettings(db, tenantId, APPEAL);
  return { appealDays: Number(s.appealDays), answerDays: Number(s.answerDays) };
};
export const liftSettings = async (db: Db, tenantId: string) => {
  const s = await moduleSettings(db, tenantId, LIFT);
  return {
    periodMin: Number(s.periodMin),
    periodMax: Number(s.periodMax),
    liftAdvanceDays: Number(s.liftAdvanceDays),
  };
};

export function stateOf(row: SanctionRecordRow, today: string): SanctionState {
  if (row.status === 'revoked') return 'revoked';
  if (row.status === 'lifted') return 'lifted';
  if (row.kind === 'expulsion') return 'expelled';
  if (row.liftId) return 'lifting';
  return row.endDate < today ? 'expired' : 'inForce';
}

/**
 * The last day to appeal: N days from the student's receipt (送达). Until they have signed for it
 * the window has not begun (null): counting from the decision would let it run out unseen.
 */
export const appealLastDay = (row: SanctionRecordRow, days: number): string | null =>
  row.receivedDate ? addDays(row.receivedDate, days) : null;
/** The first day lifting may be asked for. */
export const liftFirstDay = (row: SanctionRecordRow, advance: number) => addDays(row.endDate, -advance);

function toRow(row: SanctionRecordRow, today: string): SanctionRow {
  return {
    id: row.id,
    student: {
      id: row.studentId,
      name: row.studentName,
      number: row.studentNumber,
      className: row.className,
    },
    kind: row.kind as SanctionKind,
    cause: (row.cause ?? 'other') as SanctionCause,
    decisionNo: row.decisionNo ?? '',
    decisionDate: row.decisionDate ?? row.startDate,
    endDate: row.endDate === NO_END ? null : row.endDate,
    state: stateOf(row, today),
    appealStatus: (row.appealStatus as AppealStatus | null) ?? null,
  };
}

const charge = (db: Db, caller: AuthContext) =>
  studentsInCharge(db, caller.tenantId, caller, WJCF.seesAllStudents);

const isStaff = (caller: AuthContext) =>
  caller.isTenantAdmin || WJCF.modules.some((m) => m.audience.review.some((r) => caller.roles.includes(r)));

/** The caller's sanctions: a student their own, staff those of the students in their charge. */
export async function listSanctions(
  db: Db,
  caller: AuthContext,
  filter: { q?: string; kind?: string; state?: SanctionState },
): Promise<SanctionRow[]> {
  const today = schoolDate(Date.now());
  // Anyone else (a teacher, the dormitory office) reads only their own: none.
  const scope = isStaff(caller) ? { charge: await charge(db, caller) } : { studentId: caller.userId };
  const rows = await findSanctions(db, caller.tenantId, { ...scope, q: filter.q, kind: filter.kind });
  return rows.map((r) => toRow(r, today)).filter((r) => !filter.state || r.state === filter.state);
}

/** One sanction, for its student or the staff in charge of them; anyone else: not found. */
export async function readSanction(db: Db, caller: AuthContext, id: string): Promise<SanctionRecordRow> {
  const row = await findSanction(db, caller.tenantId, id);
  if (row && row.studentId === caller.userId) return row;
  if (row && isStaff(caller)) {
    const scope = await charge(db, caller);
    const visible = await findSanctions(db, caller.tenantId, { charge: scope, studentId: row.studentId });
    if (visible.some((r) => r.id === id)) return row;
  }
  throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
}

export async function sanctionDetail(db: Db, caller: AuthContext, id: string): Promise<SanctionDetail> {
  const row = await readSanction(db, caller, id);
  return detailOf(db, caller, row);
}

async function detailOf(db: Db, caller: AuthContext, row: SanctionRecordRow): Promise<SanctionDetail> {
  const today = schoolDate(Date.now());
  const [appeal, lift] = await Promise.all([
    appealSettings(db, caller.tenantId),
    liftSettings(db, caller.tenantId),
  ]);
  const base = toRow(row, today);
  const open = row.status === 'inForce';
  const appealEnd = appealLastDay(row, appeal.appealDays);
  const liftFrom = row.kind === 'expulsion' ? null : liftFirstDay(row, lift.liftAdvanceDays);
  const own = row.studentId === caller.userId;
  const actions: SanctionDetail['actions'] = [];
  if (own && open && !row.receivedDate) actions.push('acknowledge');
  const appealOpen = appealEnd === null || today <= appealEnd;
  if (own && open && !row.appealStatus && appealOpen) actions.push('appeal');
  if (
    own &&
    open &&
    liftFrom &&
    !row.liftId &&
    today >= liftFrom &&
    !['pending', 'reviewing'].includes(row.appealStatus ?? '')
  )
    actions.push('lift');
  return {
    ...base,
    facts: row.facts ?? '',
    basis: row.basis ?? '',
    periodMonths: row.periodMonths,
    startDate: row.startDate,
    receivedDate: row.receivedDate,
    recorder: row.recorderName ?? '',
    liftedDate: row.liftedDate,
    appealId: row.appealId,
    liftId: row.liftId,
    appealDeadline: open && !row.appealStatus && appealEnd && appealOpen ? deadline(appealEnd, today) : null,
    answerDeadline:
      row.appealStatus === 'reviewing' && row.appealAcceptedDate
        ? deadline(addDays(row.appealAcceptedDate, appeal.answerDays), today)
        : null,
    liftFrom,
    actions,
  };
}

/** How the change log names a sanction: the student, then the decision's number. */
export const sanctionLabel = async (
  db: Db,
  row: { tenantId: string; studentId: string; decisionNo: string | null },
) => `${await personLabel(db, row.tenantId, row.studentId)} ${row.decisionNo ?? ''}`.trim();

/** Who may record: the staff of the group, for a student in their charge; expulsion only the office. */
export async function recordSanction(
  db: Db,
  caller: AuthContext,
  input: SanctionInput,
  change: ChangeContext,
): Promise<SanctionDetail> {
  requireGroupReviewer(WJCF, caller);
  const now = Date.now();
  const today = schoolDate(now);
  const student = await studentByNumber(db, caller.tenantId, input.studentNumber);
  const scope = await charge(db, caller);
  const inScope = student && (scope.all || scope.orgPaths.some((path) => student.path.startsWith(path)));
  if (!student || !inScope)
    refuse(
      'studentNotFound',
      { number: input.studentNumber },
      'studentNumber',
      ModuleState.RESOURCE_NOT_FOUND,
    );
  if (input.kind === 'expulsion' && !mayManage(WJCF, caller))
    refuse('expulsionOffice', {}, 'kind', ModuleState.AFFAIR_NOT_ELIGIBLE);
  if (input.decisionDate > today) refuse('futureDate', {}, 'decisionDate');
  let endDate = NO_END;
  let periodMonths: number | null = null;
  if (input.kind === 'expulsion') {
    if (input.periodMonths !== undefined) refuse('noPeriod', {}, 'periodMonths');
  } else {
    const { periodMin, periodMax } = await liftSettings(db, caller.tenantId);
    const months = input.periodMonths;
    if (months === undefined || months < periodMin || months > periodMax)
      refuse('periodRange', { min: periodMin, max: periodMax }, 'periodMonths');
    periodMonths = months;
    endDate = addDays(addMonths(input.decisionDate, months), -1);
  }
  const id = newId();
  const row = {
    id,
    tenantId: caller.tenantId,
    studentId: student.userId,
    kind: input.kind,
    startDate: input.decisionDate,
    endDate,
    status: 'inForce' as const,
    createdAt: now,
    cause: input.cause,
    facts: input.facts,
    basis: input.basis,
    decisionNo: input.decisionNo,
    decisionDate: input.decisionDate,
    periodMonths,
    recorderId: caller.userId,
    recorderName: caller.fullname,
    updatedAt: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('studentSanction').values(row).execute();
    const { kind, startDate, endDate: end, status, cause, facts, basis, decisionNo, decisionDate } = row;
    await recordChange(trx, change, {
      kind: 'sanction',
      objectId: id,
      label: await sanctionLabel(trx, row),
      action: 'create',
      after: {
        kind,
        startDate,
        endDate: end,
        status,
        cause,
        facts,
        basis,
        decisionNo,
        decisionDate,
        periodMonths,
      },
    });
  });
  await tellStudent(db, caller, {
    id,
    studentId: student.userId,
    kind: input.kind,
    decisionNo: input.decisionNo,
  });
  return sanctionDetail(db, caller, id);
}

/**
 * The student hears of the decision at once (an inner message and a push to their phone, linking
 * to it), so they can sign for it: the appeal window counts from that receipt (appealLastDay).
 */
async function tellStudent(
  db: Db,
  caller: AuthContext,
  sanction: { id: string; studentId: string; kind: SanctionKind; decisionNo: string },
) {
  const { appealDays } = await appealSettings(db, caller.tenantId);
  const kind = SANCTION_KINDS[sanction.kind] ?? {};
  await noticePeople(db, caller.tenantId, {
    receivers: [sanction.studentId],
    subject: 'affairs.sanction.recordedSubject',
    content: 'affairs.sanction.recordedContent',
    params: {
      kind: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, kind[lang] ?? kind['zh-CN'] ?? sanction.kind]),
      ) as Record<Language, string>,
      decisionNo: sanction.decisionNo,
      days: appealDays,
    },
    sender: { id: caller.userId, name: caller.fullname },
    bizType: 'wjcf.sanction',
    bizId: sanction.id,
    url: `xgxt/discipline/disciplineView?id=${encodeURIComponent(sanction.id)}`,
  });
}

/** The student signs for the decision (送达): the appeal window counts from today. */
export async function acknowledgeSanction(db: Db, caller: AuthContext, id: string): Promise<SanctionDetail> {
  const row = await readSanction(db, caller, id);
  if (row.studentId !== caller.userId) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  if (row.status !== 'inForce') refuse('notInForce');
  if (row.receivedDate) refuse('received');
  const now = Date.now();
  await db
    .updateTable('studentSanction')
    .set((eb) => ({ receivedDate: schoolDate(now), version: eb('version', '+', 1), updatedAt: now }))
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', id)
    .where('receivedDate', 'is', null)
    .execute();
  return sanctionDetail(db, caller, id);
}

/**
 * The school's notice (处分公告): decisions of the last year still standing, for everyone in the
 * school, the name and the number masked and nothing of the facts.
 */
export async function sanctionNotices(db: Db, caller: AuthContext): Promise<SanctionNotice[]> {
  const since = addDays(schoolDate(Date.now()), -365);
  const rows = (await findSanctions(db, caller.tenantId, { since })).filter((r) => r.status !== 'revoked');
  const colleges = await collegeNames(
    db,
    caller.tenantId,
    rows.map((r) => r.path),
  );
  return rows.map((r) => ({
    id: r.id,
    name: String(maskValue(r.studentName) ?? ''),
    number: maskNumber(r.studentNumber),
    collegeName: colleges.get(r.path) ?? '',
    kind: r.kind as SanctionKind,
    cause: (r.cause ?? 'other') as SanctionCause,
    decisionNo: r.decisionNo ?? '',
    decisionDate: r.decisionDate ?? r.startDate,
  }));
}

/** Lighter kinds come first in the national list. */
export const lighter = (kind: string, than: string) =>
  SANCTION_KIND_KEYS.indexOf(kind as SanctionKind) < SANCTION_KIND_KEYS.indexOf(than as SanctionKind);
