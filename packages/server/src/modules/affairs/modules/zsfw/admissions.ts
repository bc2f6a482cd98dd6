import { localize, ModuleState, SecurityState, type Language, type LocalizedText } from '@campus/contract';
import type {
  AdmissionProgram,
  AdmissionsHome,
  CandidateType,
  SignUpInput,
  SignupDetail,
  SignupQuery,
  SignupRow,
  SignupState,
} from '@campus/contract/affairs/zsfw';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { newId } from '../../../../lib/ids.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { mayReviewGroup } from '../../audience.js';
import { texts as T, type Texts } from '../../group-refusal.js';
import { maskId, maskMobile } from '../../publicity/mask.js';
import { ZSFW } from './group.js';
import * as repo from './repo.js';
import { refuse } from './refusals.js';

/**
 * Admissions: a programme takes sign-ups inside its window, one per ID number; the signer reads
 * their own sign-ups whole; the admissions office lists every sign-up of the school with the ID
 * number and phone masked, reads one whole, decides it once (eligible, returned for documents,
 * ineligible; a returned one may be decided again). Another school's rows are "not found".
 */
type Db = Kysely<DB>;

export const STATE_NAMES: Record<SignupState, Texts> = {
  submitted: T('已提交', '已提交', 'Submitted', '提出済み'),
  eligible: T('审核通过', '審核通過', 'Eligible', '資格あり'),
  returned: T('退回补充', '退回補充', 'Returned for documents', '書類の補足'),
  ineligible: T('不通过', '不通過', 'Ineligible', '資格なし'),
};

const isStaff = (caller: AuthContext) => mayReviewGroup(ZSFW, caller);

function requireStaff(caller: AuthContext): void {
  if (!isStaff(caller)) refuse('notStaff', {}, SecurityState.UNAUTHORIZED);
}

const text = (json: string, lang: Language) => localize(JSON.parse(json) as LocalizedText, lang);

function row(r: repo.SignupData, lang: Language, masked: boolean): SignupRow {
  return {
    id: r.id,
    programId: r.programId,
    programTitle: text(r.programTitle, lang),
    name: r.name,
    idNumber: masked ? (maskId(r.idNumber) ?? '') : r.idNumber,
    mobile: masked ? (maskMobile(r.mobile) ?? '') : r.mobile,
    candidateType: r.candidateType as CandidateType,
    province: r.province,
    major1: r.major1,
    major2: r.major2,
    state: r.state as SignupState,
    createdAt: Number(r.createdAt),
  };
}

/** A school's programmes as the home pages show them: open ones first, with their window and count. */
export async function programList(db: Db, tenantId: string, lang: Language, now: number) {
  const today = schoolDate(now);
  const programs = await repo.programs(db, tenantId);
  const list: AdmissionProgram[] = programs.map((p) => ({
    id: p.id,
    title: text(p.title, lang),
    summary: text(p.summary, lang),
    majors: JSON.parse(p.majors) as string[],
    places: Number(p.places),
    opens: p.opens,
    closes: p.closes,
    contact: p.contact,
    open: p.opens <= today && today <= p.closes,
    signups: Number(p.signups ?? 0),
  }));
  list.sort((a, b) => Number(b.open) - Number(a.open));
  return list;
}

export async function admissionsHome(
  db: Db,
  caller: AuthContext,
  lang: Language,
  now: number,
): Promise<AdmissionsHome> {
  const [programs, mine] = await Promise.all([
    programList(db, caller.tenantId, lang, now),
    repo.signups(db, caller.tenantId, { userId: caller.userId }).execute(),
  ]);
  return { programs, mine: mine.map((r) => row(r, lang, false)) };
}

export async function signUp(
  db: Db,
  caller: AuthContext,
  input: SignUpInput,
  now: number,
): Promise<{ id: string }> {
  const program = await repo.program(db, caller.tenantId, input.programId);
  if (!program) refuse('programNotFound', {}, ModuleState.RESOURCE_NOT_FOUND, 'programId');
  const today = schoolDate(now);
  if (today < program.opens || today > program.closes)
    refuse('notOpen', { opens: program.opens, closes: program.closes }, ModuleState.AFFAIR_BATCH_NOT_OPEN);
  const majors = JSON.parse(program.majors) as string[];
  if (!majors.includes(input.major1)) refuse('unknownMajor', { major: input.major1 }, undefined, 'major1');
  if (input.major2) {
    if (!majors.includes(input.major2)) refuse('unknownMajor', { major: input.major2 }, undefined, 'major2');
    if (input.major2 === input.major1) refuse('sameMajor', {}, undefined, 'major2');
  }
  const id = newId();
  const written = await repo.insertSignup(db, {
    id,
    tenantId: caller.tenantId,
    programId: program.id,
    userId: caller.userId,
    name: input.name,
    idNumber: input.idNumber.toUpperCase(),
    mobile: input.mobile,
    examNumber: input.examNumber,
    candidateType: input.candidateType,
    province: input.province,
    school: input.school,
    major1: input.major1,
    major2: input.major2 || null,
    state: 'submitted',
    note: null,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: now,
  });
  if (!written) refuse('duplicate', {}, ModuleState.AFFAIR_ALREADY_APPLIED, 'idNumber');
  return { id };
}

export async function signupDetail(
  db: Db,
  caller: AuthContext,
  lang: Language,
  id: string,
): Promise<SignupDetail> {
  const staff = isStaff(caller);
  const found = await repo
    .signups(db, caller.tenantId, { id, ...(staff ? {} : { userId: caller.userId }) })
    .executeTakeFirst();
  if (!found) refuse('notFound', {}, ModuleState.RESOURCE_NOT_FOUND, 'id');
  return {
    ...row(found, lang, false),
    examNumber: found.examNumber,
    school: found.school,
    note: found.note,
    reviewedBy: found.reviewedBy,
    reviewedAt: found.reviewedAt === null ? null : Number(found.reviewedAt),
    mayReview: staff && (found.state === 'submitted' || found.state === 'returned'),
  };
}

export async function signupList(
  db: Db,
  caller: AuthContext,
  lang: Language,
  query: SignupQuery,
): Promise<SignupRow[]> {
  requireStaff(caller);
  const rows = await repo.signups(db, caller.tenantId, query).execute();
  return rows.map((r) => row(r, lang, true));
}

export async function reviewSignup(
  db: Db,
  caller: AuthContext,
  input: { id: string; state: Exclude<SignupState, 'submitted'>; note?: string },
  now: number,
): Promise<{ state: SignupState }> {
  requireStaff(caller);
  const found = await repo.signups(db, caller.tenantId, { id: input.id }).executeTakeFirst();
  if (!found) refuse('notFound', {}, ModuleState.RESOURCE_NOT_FOUND, 'id');
  const done = await repo.decide(db, caller.tenantId, input.id, {
    state: input.state,
    note: input.note?.trim() || null,
    reviewedBy: caller.fullname,
    reviewedAt: now,
  });
  if (!done)
    refuse(
      'decided',
      { state: STATE_NAMES[found.state as SignupState] },
      ModuleState.ACTION_NOT_ALLOWED,
      'id',
    );
  return { state: input.state };
}
