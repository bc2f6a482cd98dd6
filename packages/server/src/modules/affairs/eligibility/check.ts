import {
  SANCTION_KINDS,
  yearOfStudy,
  type EligibilityRule,
  type FormValues,
  type MessageKey,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { MemberProfile } from '../../../core/org/profile.js';
import type { DB } from '../../../db/schema.js';
import type { MessageParams } from '../../../http/errors.js';
import { graduatingGrade } from '../cohort.js';
import { readFact } from '../facts.js';
import { fieldLabel, joinTexts, valueLabels } from '../labels.js';
import type { AffairRegistry, LoadedModule } from '../registry/registry.js';
import { recordStanding, standingFor, type RecordStanding } from '../record-figures.js';
import { moduleSettings } from '../settings/settings.js';
import { studentYearRequests } from '../student-requests.js';

/**
 * The module's eligibility rules (data in its descriptor) for one student in one academic year,
 * each broken rule a reason in words. Rules on form values are checked only when there are
 * values (at submission); the others also before, on the schemes list and the apply screen.
 */
export interface Reason {
  key: MessageKey;
  params: MessageParams;
}

export interface EligibilityInput {
  db: Kysely<DB>;
  tenantId: string;
  registry: AffairRegistry;
  module: LoadedModule;
  student: MemberProfile;
  academicYear: string;
  values?: FormValues;
  /** The request being submitted (not a rival of itself). */
  instanceId?: string;
}

const yearBounds = (academicYear: string) => {
  const start = Number(academicYear.slice(0, 4));
  return { from: `${start}-09-01`, to: `${start + 1}-08-31` };
};

function yearOfStudyReason(rule: Extract<EligibilityRule, { kind: 'yearOfStudy' }>, input: EligibilityInput) {
  const current = yearOfStudy(input.student.grade, input.academicYear);
  if (current === null) return { key: 'affairs.eligibility.noGrade', params: {} } satisfies Reason;
  const params = { year: input.academicYear, current, min: rule.min ?? 0, max: rule.max ?? 0 };
  if (rule.min !== undefined && current < rule.min)
    return { key: 'affairs.eligibility.yearOfStudyMin', params } satisfies Reason;
  if (rule.max !== undefined && current > rule.max)
    return { key: 'affairs.eligibility.yearOfStudyMax', params } satisfies Reason;
  return null;
}

async function graduatingReason(input: EligibilityInput): Promise<Reason | null> {
  // The cohort whose programme ends in the batch's academic year.
  const grade = await graduatingGrade(input.db, input.tenantId, input.academicYear);
  if (input.student.grade === grade) return null;
  return {
    key: 'affairs.eligibility.notGraduating',
    params: { grade, own: input.student.grade ?? '' },
  } satisfies Reason;
}

async function outcomeReason(rule: Extract<EligibilityRule, { kind: 'outcome' }>, input: EligibilityInput) {
  const { db, tenantId, student, academicYear } = input;
  const modules = input.registry.outcomeModules(rule.outcome);
  const held = await studentYearRequests(db, tenantId, student.id, academicYear)
    .select('r.instanceId')
    .where(
      'r.moduleKey',
      'in',
      modules.map((m) => m.descriptor.key),
    )
    .where('r.outcome', 'in', rule.values)
    .where('i.status', '=', 'end')
    .where('i.result', '=', 'agree')
    .limit(1)
    .executeTakeFirst();
  if (held) return null;
  const first = modules[0]!;
  const labels = await valueLabels(db, tenantId, first.form, first.descriptor.outcome?.field);
  return {
    key: 'affairs.eligibility.outcome',
    params: {
      year: academicYear,
      outcome: first.descriptor.title,
      values: joinTexts(rule.values.map((v) => labels.get(v) ?? v)),
    },
  } satisfies Reason;
}

async function sanctionReason(input: EligibilityInput) {
  const { from, to } = yearBounds(input.academicYear);
  const sanction = await input.db
    .selectFrom('studentSanction')
    .select(['kind', 'startDate', 'endDate'])
    .where('tenantId', '=', input.tenantId)
    .where('studentId', '=', input.student.id)
    .where('status', '=', 'inForce')
    .where('startDate', '<=', to)
    .where('endDate', '>=', from)
    .orderBy('startDate', 'desc')
    .executeTakeFirst();
  if (!sanction) return null;
  return {
    key: 'affairs.eligibility.noSanction',
    params: {
      kind: SANCTION_KINDS[sanction.kind] ?? sanction.kind,
      start: sanction.startDate,
      end: sanction.endDate,
    },
  } satisfies Reason;
}

async function exclusiveReason(
  rule: Extract<EligibilityRule, { kind: 'exclusive' }>,
  input: EligibilityInput,
) {
  let query = studentYearRequests(input.db, input.tenantId, input.student.id, input.academicYear)
    .select(['r.moduleKey', 'i.subject'])
    .where('r.moduleKey', 'in', rule.modules)
    .where((eb) =>
      eb.or([
        eb('i.status', 'in', ['running', 'suspend']),
        eb.and([eb('i.status', '=', 'end'), eb('i.result', '=', 'agree')]),
      ]),
    );
  if (input.instanceId) query = query.where('r.instanceId', '<>', input.instanceId);
  const rival = await query.limit(1).executeTakeFirst();
  if (!rival) return null;
  const module = input.registry.module(rival.moduleKey)!;
  return {
    key: 'affairs.eligibility.exclusive',
    params: { module: module.descriptor.title, subject: rival.subject },
  } satisfies Reason;
}

/**
 * A rule on form values judges the school's figures where the field is a record field the school
 * keeps (also before submission: the schemes list says why not), else what the student typed.
 */
function formReason(
  rule: Extract<EligibilityRule, { kind: 'formMax' | 'formRatio' }>,
  input: EligibilityInput,
  record: RecordStanding | null,
): Reason | null {
  const fromRecord = (field: string) => record?.values[field] !== undefined;
  const kept =
    rule.kind === 'formMax'
      ? fromRecord(rule.field)
      : fromRecord(rule.numerator) && fromRecord(rule.denominator);
  const values = kept ? { ...input.values, ...record!.values } : input.values;
  if (!values) return null;
  const { form } = input.module;
  const year = record?.academicYear ?? input.academicYear;
  if (rule.kind === 'formMax') {
    const value = Number(values[rule.field]);
    if (!Number.isFinite(value) || value <= rule.max) return null;
    const field = fieldLabel(form, rule.field);
    return kept
      ? ({
          key: 'affairs.eligibility.recordMax',
          params: { field, value, max: rule.max, year },
        } satisfies Reason)
      : ({ key: 'affairs.eligibility.formMax', params: { field, max: rule.max } } satisfies Reason);
  }
  const numerator = Number(values[rule.numerator]);
  const denominator = Number(values[rule.denominator]);
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return null;
  if (numerator / denominator <= rule.max) return null;
  const percent = Math.round(rule.max * 100);
  if (kept)
    return {
      key: 'affairs.eligibility.recordRatio',
      params: {
        numerator: fieldLabel(form, rule.numerator),
        rank: numerator,
        size: denominator,
        percent,
        year,
      },
    } satisfies Reason;
  return {
    key: 'affairs.eligibility.formRatio',
    params: {
      numerator: fieldLabel(form, rule.numerator),
      denominator: fieldLabel(form, rule.denominator),
      percent,
    },
  } satisfies Reason;
}

async function settingMaxReason(
  rule: Extract<EligibilityRule, { kind: 'formMaxSetting' }>,
  input: EligibilityInput,
  record: RecordStanding | null,
): Promise<Reason | null> {
  if (!input.values && !record) return null;
  const max = Number((await moduleSettings(input.db, input.tenantId, input.module.descriptor))[rule.setting]);
  return Number.isFinite(max) ? formReason({ kind: 'formMax', field: rule.field, max }, input, record) : null;
}

/**
 * The school's evaluation of the batch's year ranks the student within the top share of the class
 * or major; a student it has not evaluated that year (or a school without the evaluation group)
 * is not judged here.
 */
async function evaluationReason(
  rule: Extract<EligibilityRule, { kind: 'evaluationRank' }>,
  input: EligibilityInput,
): Promise<Reason | null> {
  const { db, tenantId, student, academicYear } = input;
  const facts = await readFact(input.registry, 'evaluationRank', db, tenantId, [student.id]);
  // The same year the form's record fields read (record-figures.ts).
  const standing = standingFor(facts?.get(student.id), academicYear);
  if (!standing) return null;
  const [rank, size] =
    rule.scope === 'class'
      ? [standing.classRank, standing.classSize]
      : [standing.majorRank, standing.majorSize];
  if (size > 0 && rank / size <= rule.max) return null;
  return {
    key:
      rule.scope === 'class'
        ? 'affairs.eligibility.evaluationRankClass'
        : 'affairs.eligibility.evaluationRankMajor',
    params: { year: standing.academicYear, rank, size, percent: Math.round(rule.max * 100) },
  } satisfies Reason;
}

function reasonOf(
  rule: EligibilityRule,
  input: EligibilityInput,
  record: RecordStanding | null,
): Promise<Reason | null> | Reason | null {
  switch (rule.kind) {
    case 'yearOfStudy':
      return yearOfStudyReason(rule, input);
    case 'graduating':
      return graduatingReason(input);
    case 'outcome':
      return outcomeReason(rule, input);
    case 'noSanction':
      return sanctionReason(input);
    case 'exclusive':
      return exclusiveReason(rule, input);
    case 'formMax':
    case 'formRatio':
      return formReason(rule, input, record);
    case 'formMaxSetting':
      return settingMaxReason(rule, input, record);
    case 'evaluationRank':
      return evaluationReason(rule, input);
  }
}

export async function checkEligibility(input: EligibilityInput): Promise<Reason[]> {
  const { registry, db, tenantId, module, student, academicYear } = input;
  const record = await recordStanding(registry, db, tenantId, module, student.id, academicYear);
  const reasons = await Promise.all(
    (module.descriptor.eligibility ?? []).map((rule) => reasonOf(rule, input, record)),
  );
  return reasons.filter((r): r is Reason => r !== null);
}
