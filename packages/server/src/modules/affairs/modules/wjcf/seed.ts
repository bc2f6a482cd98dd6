import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import { demoClock } from '../../demo/clock.js';
import { demoStudents, playRequest, type DemoRequest } from '../../demo/play.js';
import type { SeedContext } from '../../extension.js';
import { addDays } from '../../../../lib/school-date.js';
import { addMonths } from './sanctions.js';
import { NO_END } from './group.js';

/**
 * Discipline demo data (issue 14), in the first school only, seeded after the other groups:
 * sanctions recorded over the last year on students without an application in a batch (a
 * sanction bars scholarships and honours), from the end of the lists: in the demo counsellor's classes one served three
 * days ago and not yet signed for (its appeal window open: the journey's), one whose period is
 * over with its lifting at the counsellor, one under the committee's review; elsewhere a lifted
 * one, one revoked on appeal and an expulsion, so the office's list and the school's notice show
 * every state.
 */

interface DemoSanction {
  studentId: string;
  kind: string;
  cause: string;
  facts: string;
  basis: string;
  decided: number;
  months: number | null;
  /** The decision's number within its year. */
  serial: number;
}

async function record(
  db: Kysely<DB>,
  tenantId: string,
  s: DemoSanction,
  recorder: { id: string; name: string },
) {
  const date = new Date(s.decided + 8 * 3_600_000).toISOString().slice(0, 10);
  const id = newId();
  await db
    .insertInto('studentSanction')
    .values({
      id,
      tenantId,
      studentId: s.studentId,
      kind: s.kind,
      startDate: date,
      endDate: s.months === null ? NO_END : addDays(addMonths(date, s.months), -1),
      status: 'inForce',
      createdAt: s.decided,
      cause: s.cause,
      facts: s.facts,
      basis: s.basis,
      decisionNo: `校学处字〔${date.slice(0, 4)}〕${String(s.serial).padStart(3, '0')}号`,
      decisionDate: date,
      periodMonths: s.months,
      recorderId: recorder.id,
      recorderName: recorder.name,
      updatedAt: s.decided,
    })
    .execute();
  return { id, date };
}

type Recorded = Awaited<ReturnType<typeof record>>;

const sign = (db: Kysely<DB>, id: string, date: string) =>
  db.updateTable('studentSanction').set({ receivedDate: date }).where('id', '=', id).execute();

export async function seedDiscipline({ db, tenantId, now, accounts, primary }: SeedContext): Promise<void> {
  if (!primary || !accounts.counsellor) return;
  const clock = demoClock(now);
  // The named students and the honours and discipline journeys' own (e2e) stay without sanctions.
  const excluded = [...accounts.student, '202511112', '202511113'];
  // Students without a request the sanction would have barred (an award or an honour in batches).
  const busy = new Set(
    (
      await db
        .selectFrom('affairRequest')
        .select('studentId')
        .where('tenantId', '=', tenantId)
        .where('batchId', 'is not', null)
        .execute()
    ).map((r) => r.studentId),
  );
  const free = <T extends { id: string }>(list: T[]) => list.filter((s) => !busy.has(s.id)).reverse();
  const mine = free(await counsellorStudents(db, tenantId, accounts.counsellor, excluded));
  const others = free(await demoStudents(db, tenantId, excluded)).filter(
    (s) => !mine.some((m) => m.id === s.id),
  );
  const office = await db
    .selectFrom('appUser')
    .select(['id', 'fullname'])
    .where('account', '=', 'office')
    .executeTakeFirst();
  if (!office || mine.length < 3 || others.length < 3) return;
  const recorder = { id: office.id, name: office.fullname };
  const exam = '《学生违纪处分规定》第十八条：考试作弊';
  /** Signed for the day after the decision. */
  const signed = (r: Recorded) => sign(db, r.id, addDays(r.date, 1));
  const request = (
    processKey: string,
    studentId: string,
    r: Recorded,
    rest: Omit<DemoRequest, 'processKey' | 'studentId'>,
  ) =>
    playRequest(db, tenantId, { processKey, studentId, ...rest, data: { sanctionId: r.id, ...rest.data } });
  const sanctions: (DemoSanction & { after?: (r: Recorded) => Promise<unknown> })[] = [
    // 1. Served three days ago, not signed for: the student may sign and appeal (the journey's).
    {
      studentId: mine[0]!.id,
      kind: 'warning',
      cause: 'exam',
      facts:
        '在《高等数学（上）》期末考试中携带写有公式的纸条进入考场，被监考教师当场发现，考场记录及纸条附后。',
      basis: exam,
      decided: clock.at(-3, 15),
      months: 6,
      serial: 41,
    },
    // 2. Period over; the student applied to lift it: at the counsellor.
    {
      studentId: mine[1]!.id,
      kind: 'seriousWarning',
      cause: 'nightsOut',
      facts: '本学期内三次夜不归宿，经宿管员多次提醒仍未改正，本人已写出书面检查。',
      basis: '《学生宿舍管理规定》第十二条',
      decided: clock.at(-200, 10),
      months: 6,
      serial: 12,
      after: async (r) => {
        await signed(r);
        await request('wjcf_lift', mine[1]!.id, r, {
          data: {
            selfAssessment:
              '受处分以来，我深刻认识到夜不归宿的危害，严格遵守宿舍作息，按时归寝，每月向辅导员提交思想汇报，本学期各科成绩均合格并参加了两次志愿服务活动。',
          },
          at: clock.at(-2, 20),
          steps: [],
        });
      },
    },
    // 3. Appealed in time; the committee accepted it and is reviewing.
    {
      studentId: mine[2]!.id,
      kind: 'demerit',
      cause: 'fighting',
      facts: '在篮球场与他人发生口角并推搡，致对方轻微擦伤，经学院调查属实。',
      basis: '《学生违纪处分规定》第二十一条',
      decided: clock.at(-12, 10),
      months: 12,
      serial: 35,
      after: async (r) => {
        await signed(r);
        await request('wjcf_appeal', mine[2]!.id, r, {
          data: {
            request: 'change',
            wantedKind: 'seriousWarning',
            grounds:
              '事发时系对方先动手，本人为躲避推挡，并非主动斗殴，有两名同学可以作证，请求变更为严重警告。',
          },
          at: clock.at(-9, 19),
          steps: [{ vote: 'agree', at: clock.at(-8, 10), opinion: '符合受理条件，予以受理' }],
        });
      },
    },
    // 4-6. Elsewhere: lifted last year, revoked on appeal, an expulsion.
    {
      studentId: others[0]!.id,
      kind: 'warning',
      cause: 'appliance',
      facts: '在宿舍使用大功率电热锅，宿舍安全检查时被查获。',
      basis: '《学生宿舍管理规定》第九条',
      decided: clock.at(-330, 10),
      months: 6,
      serial: 3,
      after: (r) =>
        db
          .updateTable('studentSanction')
          .set({ status: 'lifted', receivedDate: addDays(r.date, 2), liftedDate: addDays(r.date, 190) })
          .where('id', '=', r.id)
          .execute(),
    },
    {
      studentId: others[1]!.id,
      kind: 'seriousWarning',
      cause: 'absence',
      facts: '本学期累计旷课14学时。',
      basis: '《学生考勤管理办法》第七条',
      decided: clock.at(-60, 10),
      months: 6,
      serial: 27,
      after: async (r) => {
        await signed(r);
        await request('wjcf_appeal', others[1]!.id, r, {
          data: {
            request: 'revoke',
            grounds:
              '所记旷课中有10学时为校医院开具病假证明期间，病假条已按时交给班长，因交接遗漏未登记，请求撤销处分。',
          },
          at: clock.at(-57, 14),
          steps: [
            { vote: 'agree', at: clock.at(-56, 10), opinion: '予以受理' },
            {
              vote: 'agree',
              at: clock.at(-45, 16),
              opinion: '经复查，病假属实',
              edits: {
                decision: 'revoked',
                reply: '经复查，所涉10学时为病假期间，扣除后不构成处分条件，撤销原处分决定。',
              },
            },
          ],
        });
      },
    },
    {
      studentId: others[2]!.id,
      kind: 'expulsion',
      cause: 'theft',
      facts: '多次盗窃同学财物，价值较大，已由公安机关依法处理。',
      basis: '《普通高等学校学生管理规定》第五十二条',
      decided: clock.at(-150, 10),
      months: null,
      serial: 19,
      // Served and signed for: its appeal window (from receipt) closed long ago.
      after: signed,
    },
  ];
  // One after the other, each with what followed it, as it happened.
  for (const { after, ...sanction } of sanctions) {
    const recorded = await record(db, tenantId, sanction, recorder);
    await after?.(recorded);
  }
}
