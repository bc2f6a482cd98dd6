import { localize, ModuleState, type Language } from '@campus/contract';
import {
  LEAVING_STEPS,
  type LeavingBatchRef,
  type LeavingMarkInput,
  type LeavingQueue,
  type LeavingStepSpec,
  type LeavingStepState,
  type MyLeaving,
} from '@campus/contract/affairs/jczy';
import type { Kysely, Selectable } from 'kysely';
import type { Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { LeavingStepTable } from './tables.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { dutyOrgPaths } from '../../../../core/org/duties.js';
import * as repo from './leaving-repo.js';
import { refuse } from './refusals.js';
import { cohortOf } from '../../cohort.js';
import { FINANCE_STEP, financeFromBills, withFinance } from './leaving-finance.js';
import type { AffairRegistry } from '../../registry/registry.js';

/**
 * Leaving school (离校): a clearance checklist, not an approval chain. Each step belongs to an
 * office (the library, finance, the dormitory office: holders of its role) or to the graduate's
 * own counsellor or college staff (by the class's duties); only they may mark it passed,
 * blocked (with the reason and where to go), not applicable, or back to do. A graduate is
 * cleared when every step is passed or not applicable. Staff see the graduates they answer for:
 * an office every graduate, a counsellor their classes', college staff their college's.
 */
type Db = Kysely<DB>;

const SEE_ALL: readonly string[] = ['office_staff'];
const CLEAR: ReadonlySet<string> = new Set(['passed', 'exempt']);

const batchRef = (b: repo.BatchRow): LeavingBatchRef => ({
  id: b.id,
  name: b.name,
  graduationYear: b.graduationYear,
  startDate: b.startDate,
  endDate: b.endDate,
});

function stateOf(step: string, row: Selectable<LeavingStepTable> | undefined): LeavingStepState {
  return row
    ? { step, state: row.state, note: row.note, byName: row.byName, at: row.at }
    : { step, state: 'todo', note: null, byName: null, at: null };
}

/** Each graduate's steps by step key. */
function byStudent(rows: readonly Selectable<LeavingStepTable>[]) {
  const map = new Map<string, Map<string, Selectable<LeavingStepTable>>>();
  for (const row of rows) {
    const mine = map.get(row.studentId) ?? new Map<string, Selectable<LeavingStepTable>>();
    mine.set(row.step, row);
    map.set(row.studentId, mine);
  }
  return map;
}

const doneCount = (steps: Map<string, Selectable<LeavingStepTable>> | undefined) =>
  LEAVING_STEPS.filter((s) => CLEAR.has(steps?.get(s.key)?.state ?? 'todo')).length;

/** The graduates' steps as marked, the finance step as the bills say (leaving-finance.ts). */
async function stepsOf(
  ctx: Ctx,
  caller: AuthContext,
  batchId: string,
  studentIds: readonly string[],
  onlyThem: boolean,
) {
  const [marked, finance] = await Promise.all([
    repo.stepsOf(ctx.db, caller.tenantId, batchId, onlyThem ? studentIds : undefined),
    financeFromBills(ctx.registry, ctx.db, { tenantId: caller.tenantId, batchId }, studentIds, ctx.lang),
  ]);
  return withFinance(byStudent(marked), finance);
}

/** What the leaving routes read with: the database, the groups (for facts) and the reply's language. */
export interface Ctx {
  db: Db;
  registry: AffairRegistry;
  lang: Language;
}

export async function myLeaving(ctx: Ctx, caller: AuthContext): Promise<MyLeaving> {
  const { db } = ctx;
  const { graduatingGrade, grade } = await cohortOf(db, caller.tenantId, caller.userId);
  // Only the graduating cohort has a checklist; anyone else is told whose it is.
  const batch =
    grade && grade === graduatingGrade ? await repo.currentBatch(db, caller.tenantId, grade) : undefined;
  if (!batch) return { graduatingGrade, grade, batch: null, steps: [], cleared: false };
  const rows = (await stepsOf(ctx, caller, batch.id, [caller.userId], true)).get(caller.userId);
  const steps = LEAVING_STEPS.map((s) => stateOf(s.key, rows?.get(s.key)));
  return {
    graduatingGrade,
    grade,
    batch: batchRef(batch),
    steps,
    cleared: doneCount(rows) === LEAVING_STEPS.length,
  };
}

/** What the caller answers for: the steps they own and the org paths of their duties. */
interface Office {
  steps: LeavingStepSpec[];
  duties: { counsellor: string[]; student_affairs: string[] };
  charge: Charge;
}

async function officeOf(db: Db, caller: AuthContext): Promise<Office> {
  const [counsellor, studentAffairs] = await Promise.all([
    dutyOrgPaths(db, caller.tenantId, caller.userId, ['counsellor']),
    dutyOrgPaths(db, caller.tenantId, caller.userId, ['student_affairs']),
  ]);
  const duties = { counsellor, student_affairs: studentAffairs };
  const steps = LEAVING_STEPS.filter((s) =>
    'role' in s.owner ? caller.roles.includes(s.owner.role) : duties[s.owner.duty].length > 0,
  );
  const all =
    caller.isTenantAdmin ||
    caller.roles.some((r) => SEE_ALL.includes(r)) ||
    steps.some((s) => 'role' in s.owner);
  const charge: Charge = all ? { all: true } : { all: false, orgPaths: [...counsellor, ...studentAffairs] };
  return { steps, duties, charge };
}

const seesNone = (office: Office) => !office.charge.all && office.charge.orgPaths.length === 0;

export async function leavingQueue(
  ctx: Ctx,
  caller: AuthContext,
  query: { step?: string; q?: string },
): Promise<LeavingQueue> {
  const { db } = ctx;
  const office = await officeOf(db, caller);
  const batch = await repo.currentBatch(db, caller.tenantId);
  const owned = office.steps.map((s) => s.key);
  // Readers who own no step (the office) look at one step at a time all the same.
  const step =
    query.step && LEAVING_STEPS.some((s) => s.key === query.step)
      ? query.step
      : (owned[0] ?? LEAVING_STEPS[0]!.key);
  const empty: LeavingQueue = {
    batch: batch ? batchRef(batch) : null,
    steps: owned,
    step,
    total: 0,
    cleared: 0,
    figures: [],
    students: [],
  };
  if (!batch || seesNone(office)) return empty;
  const all = await repo.graduates(db, caller.tenantId, batch.grade, office.charge);
  const rows = await stepsOf(
    ctx,
    caller,
    batch.id,
    all.map((g) => g.studentId),
    false,
  );
  const mine = all.map((g) => ({ g, steps: rows.get(g.studentId) }));
  const words = query.q?.trim();
  const shown = words ? mine.filter(({ g }) => g.name.includes(words) || g.number.includes(words)) : mine;
  return {
    ...empty,
    total: mine.length,
    cleared: mine.filter(({ steps }) => doneCount(steps) === LEAVING_STEPS.length).length,
    figures: LEAVING_STEPS.map((s) => {
      const counts = { passed: 0, blocked: 0, exempt: 0, todo: 0 };
      for (const { steps } of mine) counts[steps?.get(s.key)?.state ?? 'todo'] += 1;
      return { step: s.key, ...counts };
    }),
    students: shown.map(({ g, steps }) => ({
      studentId: g.studentId,
      name: g.name,
      number: g.number,
      className: g.className,
      state: stateOf(step ?? '', step ? steps?.get(step) : undefined),
      done: doneCount(steps),
      cleared: doneCount(steps) === LEAVING_STEPS.length,
    })),
  };
}

export async function markLeaving(
  db: Db,
  registry: AffairRegistry,
  caller: AuthContext,
  input: LeavingMarkInput,
  lang: Language,
): Promise<LeavingStepState> {
  const spec = LEAVING_STEPS.find((s) => s.key === input.step)!;
  const office = await officeOf(db, caller);
  if (!office.steps.includes(spec))
    throw refuse('notStepOwner', { step: localize(spec.title, lang) }, 'step');
  // Where the bills are kept in the app, they decide the finance step: a mark would contradict them.
  if (
    spec.key === FINANCE_STEP &&
    registry.groups.some((g) => registry.groupExtension(g.key).facts?.feesOwed)
  )
    throw refuse('financeFromBills', {}, 'step');
  const batch = await repo.batchById(db, caller.tenantId, input.batchId);
  if (!batch) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const charge: Charge =
    'role' in spec.owner ? { all: true } : { all: false, orgPaths: office.duties[spec.owner.duty] };
  const [graduate] = await repo.graduates(db, caller.tenantId, batch.grade, charge, input.studentId);
  // A graduate outside the caller's classes is answered as one that does not exist.
  if (!graduate) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const note = input.note?.trim() || null;
  if (input.state === 'blocked' && !note) throw refuse('blockedNeedsNote', {}, 'note');
  const row: LeavingStepTable = {
    tenantId: caller.tenantId,
    batchId: batch.id,
    studentId: graduate.studentId,
    step: spec.key,
    state: input.state,
    note,
    byId: caller.userId,
    byName: caller.fullname,
    at: Date.now(),
  };
  await repo.markStep(db, row);
  return input.state === 'todo' ? stateOf(spec.key, undefined) : stateOf(spec.key, row);
}
