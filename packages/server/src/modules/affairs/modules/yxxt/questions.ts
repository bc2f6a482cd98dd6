import { ModuleState, SecurityState, type AttachmentRef, type FormValues } from '@campus/contract';
import type { OnboardingQuestion, QuestionAnswerInput, QuestionScope } from '@campus/contract/affairs/yxxt';
import type { Kysely } from 'kysely';
import {
  attachmentIdsIn,
  holdAttachments,
  registerHolderRule,
} from '../../../../core/attachments/holders.js';
import { inCharge, studentsInCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { applyFormData } from '../../../../engine/forms.js';
import type { AuthContext } from '../../../../http/auth.js';
import { newId } from '../../../../lib/ids.js';
import { mayApplyGroup, mayReviewGroup } from '../../audience.js';
import { RECORDING } from '../../group-form.js';
import { groupRefusal, texts as T } from '../../group-refusal.js';
import { questionForm } from './forms.js';
import { YXXT } from './group.js';
import type { QueryRow } from '../../query-row.js';

/**
 * Asking questions (问答): a freshman asks (the question form: title, details, pictures); the
 * staff in charge of the freshman (counsellors their classes, colleges, the office) answer and
 * may put the answer in the FAQ, which everyone in the school reads without the asker's name.
 * A question the caller may not read is answered as one that does not exist.
 */
type Db = Kysely<DB>;

const TEXTS = {
  notFound: T(
    '问题不存在或无权查看',
    '問題不存在或無權查看',
    'No such question, or not yours to read',
    '質問が存在しないか、閲覧できません',
  ),
  notStaff: T(
    '只有迎新工作人员可以回答问题',
    '只有迎新工作人員可以回答問題',
    'Only onboarding staff answer questions',
    '回答できるのは受付担当者だけです',
  ),
  notStudent: T(
    '只有学生可以提问',
    '只有學生可以提問',
    'Only students ask questions',
    '質問できるのは学生だけです',
  ),
};

function base(db: Db, tenantId: string) {
  return db
    .selectFrom('onboardingQuestion as q')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.userId', '=', 'q.studentId').onRef('m.tenantId', '=', 'q.tenantId'),
    )
    .innerJoin('appUser as u', 'u.id', 'q.studentId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .leftJoin('appUser as a', 'a.id', 'q.answeredBy')
    .select([
      'q.id',
      'q.studentId',
      'q.title',
      'q.body',
      'q.pictures',
      'q.answer',
      'q.answeredAt',
      'q.faq',
      'q.createdAt',
      'u.fullname as name',
      'm.number',
      'o.name as className',
      'o.path',
      'a.fullname as answeredByName',
    ])
    .where('q.tenantId', '=', tenantId);
}
type Row = QueryRow<typeof base>;

function view(row: Row, caller: AuthContext, staff: boolean): OnboardingQuestion {
  const mine = row.studentId === caller.userId;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pictures: JSON.parse(row.pictures) as AttachmentRef[],
    asker: mine || staff ? { name: row.name, number: row.number, className: row.className } : null,
    mine,
    answer: row.answer,
    answeredBy: row.answeredByName,
    answeredAt: row.answeredAt === null ? null : Number(row.answeredAt),
    faq: Number(row.faq) === 1,
    createdAt: Number(row.createdAt),
  };
}

const chargeOf = (db: Db, caller: AuthContext): Promise<Charge | null> =>
  mayReviewGroup(YXXT, caller)
    ? studentsInCharge(db, caller.tenantId, caller, YXXT.seesAllStudents)
    : Promise.resolve(null);

export async function questionList(
  db: Db,
  caller: AuthContext,
  scope: QuestionScope,
): Promise<OnboardingQuestion[]> {
  const charge = await chargeOf(db, caller);
  let query = base(db, caller.tenantId);
  if (scope === 'faq') query = query.where('q.faq', '=', 1).where('q.answer', 'is not', null);
  else if (scope === 'mine') query = query.where('q.studentId', '=', caller.userId);
  else {
    if (!charge) throw groupRefusal(SecurityState.UNAUTHORIZED, TEXTS.notStaff);
    query = query
      .where(inCharge(charge, 'o.path'))
      .where('q.answer', scope === 'open' ? 'is' : 'is not', null);
  }
  const rows = await query.orderBy('q.createdAt', 'desc').limit(200).execute();
  return rows.map((row) => view(row, caller, charge !== null && scope !== 'faq'));
}

/** A question the caller may read: their own, one of a freshman in their charge, or in the FAQ. */
async function readable(db: Db, caller: AuthContext, id: string): Promise<{ row: Row; staff: boolean }> {
  const row = await base(db, caller.tenantId).where('q.id', '=', id).executeTakeFirst();
  const notFound = groupRefusal(ModuleState.RESOURCE_NOT_FOUND, TEXTS.notFound, 'id');
  if (!row) throw notFound;
  const charge = await chargeOf(db, caller);
  const staff = charge !== null && (charge.all || charge.orgPaths.some((path) => row.path.startsWith(path)));
  if (!staff && row.studentId !== caller.userId && !(Number(row.faq) === 1 && row.answer !== null))
    throw notFound;
  return { row, staff };
}

/** A question's pictures are readable by whoever may read the question. */
registerHolderRule('question', async (db, auth, id) => {
  try {
    await readable(db, auth, id);
    return true;
  } catch {
    return false;
  }
});

export async function questionDetail(db: Db, caller: AuthContext, id: string): Promise<OnboardingQuestion> {
  const { row, staff } = await readable(db, caller, id);
  return view(row, caller, staff);
}

export async function askQuestion(
  db: Db,
  caller: AuthContext,
  submitted: unknown,
  now = Date.now(),
): Promise<OnboardingQuestion> {
  if (!mayApplyGroup(YXXT, caller)) throw groupRefusal(SecurityState.UNAUTHORIZED, TEXTS.notStudent);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    const values: FormValues = await applyFormData(
      trx,
      caller.tenantId,
      questionForm(),
      RECORDING,
      {},
      submitted,
      {
        checkRequired: true,
        now,
        writerId: caller.userId,
      },
    );
    await trx
      .insertInto('onboardingQuestion')
      .values({
        id,
        tenantId: caller.tenantId,
        studentId: caller.userId,
        title: String(values.title),
        body: typeof values.body === 'string' ? values.body : '',
        pictures: JSON.stringify(values.pictures ?? []),
        answer: null,
        answeredBy: null,
        answeredAt: null,
        createdAt: now,
      })
      .execute();
    await holdAttachments(trx, { type: 'question', id }, attachmentIdsIn(values.pictures));
  });
  return questionDetail(db, caller, id);
}

export async function answerQuestion(
  db: Db,
  caller: AuthContext,
  id: string,
  input: QuestionAnswerInput,
  now = Date.now(),
): Promise<OnboardingQuestion> {
  const { staff } = await readable(db, caller, id);
  if (!staff) throw groupRefusal(SecurityState.UNAUTHORIZED, TEXTS.notStaff);
  await db
    .updateTable('onboardingQuestion')
    .set({ answer: input.answer, answeredBy: caller.userId, answeredAt: now, faq: input.faq ? 1 : 0 })
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', id)
    .execute();
  return questionDetail(db, caller, id);
}
