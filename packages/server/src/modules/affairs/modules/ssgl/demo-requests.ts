import type { FormValues } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { demoClock, type DemoClock } from '../../demo/clock.js';
import { demoAttachment, playRequest, type DemoStep } from '../../demo/play.js';
import { bedOfStudent, buildings, freeRooms, sexOf } from './beds-repo.js';
import { moveStudent } from './moves.js';

/**
 * The dormitory's demo requests, made through the engine as they would have happened: room
 * changes (one moved last week, one waiting for the dormitory office, one for the counsellor),
 * off-campus living, a holiday stay, a move-out waiting for the room check, and repairs in every
 * stage, and check-ins of students who had left their bed last term (one placed again, two waiting
 * for the dormitory office: the only students without a bed). The students are the demo
 * counsellor's, never the named demo student (the journeys start from a clean history).
 */
interface Student {
  id: string;
  mobile: string | null;
}

/** A free bed for the student in another room: of their own building, or of the other one. */
async function freeBedFor(db: Kysely<DB>, tenantId: string, studentId: string, otherBuilding: boolean) {
  const [bed, sex] = await Promise.all([bedOfStudent(db, tenantId, studentId), sexOf(db, studentId)]);
  if (!bed || !sex) throw new Error('Demo dormitories: a demo student has no bed');
  const building = (await buildings(db, tenantId, sex)).find((b) =>
    otherBuilding ? b.id !== bed.buildingId : b.id === bed.buildingId,
  )!;
  const room = (await freeRooms(db, tenantId, building.id, sex)).find((r) => r.roomId !== bed.roomId)!;
  return room.freeBeds[0]!.code;
}

type Play = (
  student: Student,
  clock: DemoClock,
) => Promise<{ data: FormValues; at: number; steps: DemoStep[] }>;

export async function seedDormRequests(
  db: Kysely<DB>,
  tenantId: string,
  students: readonly Student[],
  now: number,
): Promise<void> {
  const clock = demoClock(now);
  const image = (student: Student, name: string, at: number) =>
    demoAttachment(db, tenantId, student.id, name, at);

  const change =
    (otherBuilding: boolean, reason: string, askedDays: number, steps: DemoStep[]): Play =>
    async (student) => ({
      data: {
        changeType: otherBuilding ? 'otherBuilding' : 'sameBuilding',
        targetBed: await freeBedFor(db, tenantId, student.id, otherBuilding),
        reasonType: otherBuilding ? 'study' : 'schedule',
        reason,
      },
      at: clock.at(askedDays, 21, 10),
      steps,
    });

  const plays: [string, Play][] = [
    [
      'ssgl_dorm_change',
      change(false, '室友作息时间与我差异较大，经常熬夜影响休息，希望调到同楼层安静一些的寝室。', -8, [
        { vote: 'agree', at: clock.at(-7, 9, 30), opinion: '情况属实，同意调换' },
        {
          vote: 'agree',
          at: clock.at(-6, 15),
          opinion: '同意，请于本周内办理搬迁',
          edits: { dormNote: '已通知楼管' },
        },
      ]),
    ],
    [
      'ssgl_dorm_change',
      change(true, '参加学院的竞赛集训队，集训室在梅园附近，希望调到同专业集训队员所在的宿舍楼。', -2, [
        { vote: 'agree', at: clock.at(-1, 10), opinion: '同意，请宿管中心安排' },
      ]),
    ],
    [
      'ssgl_dorm_change',
      change(false, '我睡眠较浅，现在的寝室靠近楼梯间，晚上噪音较大，希望调到走廊另一端的寝室。', 0, []),
    ],
    [
      'ssgl_outside_live',
      async (student) => {
        const at = clock.at(-3, 14);
        return {
          data: {
            liveType: 'family',
            reasonType: 'illness',
            period: [clock.day(-2), clock.day(60)],
            address: '江苏省南京市江宁区东山街道金宝花园5幢302室',
            parentName: '孙丽萍',
            parentPhone: '13905181234',
            reason: '腰椎间盘突出需定期理疗，医生建议暂时回家居住，由家长照顾起居。',
            consentLetter: [await image(student, '家长知情同意书.png', at)],
            safetyPledge: [await image(student, '安全承诺书.png', at)],
          },
          at,
          steps: [{ vote: 'agree', at: clock.at(-2, 9), opinion: '已电话联系家长确认，同意' }],
        };
      },
    ],
    [
      'ssgl_stay_night',
      async () => ({
        data: {
          holiday: 'winter',
          period: [clock.day(35), clock.day(62)],
          reasonType: 'exam',
          reason: '准备研究生入学考试复试，需在校使用图书馆。',
          emergencyContact: '李秀梅（母亲）',
          emergencyPhone: '13606171234',
          pledge: ['parentAware', 'safety'],
        },
        at: clock.at(-1, 20),
        steps: [],
      }),
    ],
    [
      'ssgl_stay_night',
      async () => ({
        data: {
          holiday: 'winter',
          period: [clock.day(35), clock.day(50)],
          reasonType: 'training',
          reason: '参加学校组织的全国大学生数学建模竞赛寒假集训。',
          emergencyContact: '周建军（父亲）',
          emergencyPhone: '13951671234',
          pledge: ['parentAware', 'safety'],
        },
        at: clock.at(-5, 19),
        steps: [
          { vote: 'agree', at: clock.at(-4, 9), opinion: '同意' },
          {
            vote: 'agree',
            at: clock.at(-3, 16),
            opinion: '同意，假期统一安排在梅园1栋',
            edits: { holidayRoom: '梅园1栋 101' },
          },
        ],
      }),
    ],
    [
      'ssgl_check_out',
      async (student) => ({
        data: {
          checkOutType: 'army',
          date: clock.day(10),
          reason: '已应征入伍，将于下月入营，申请办理退宿。',
          contactPhone: student.mobile ?? '13800000000',
        },
        at: clock.at(-2, 11),
        steps: [{ vote: 'agree', at: clock.at(-1, 15), opinion: '同意，光荣入伍' }],
      }),
    ],
  ];

  const repair =
    (
      category: string,
      description: string,
      askedDays: number,
      steps: DemoStep[],
      extra: FormValues = {},
    ): Play =>
    async (student) => ({
      data: { area: 'room', category, description, visitTime: 'afternoon', phone: student.mobile, ...extra },
      at: clock.at(askedDays, 8, 40),
      steps,
    });
  plays.push(
    ['ssgl_repair', repair('electricity', '寝室顶灯不亮，换了灯管也不行，可能是镇流器坏了。', 0, [])],
    [
      'ssgl_repair',
      repair('water', '卫生间洗手池下水管漏水，地面一直是湿的。', -1, [
        { vote: 'agree', at: clock.at(-1, 10), opinion: '已派单', edits: { worker: '维修班 张师傅' } },
      ]),
    ],
    [
      'ssgl_repair',
      repair('doorsWindows', '阳台门锁卡住，钥匙转不动。', -3, [
        { vote: 'agree', at: clock.at(-3, 11), opinion: '已派单', edits: { worker: '维修班 李师傅' } },
        { vote: 'agree', at: clock.at(-2, 16), opinion: '已修好', edits: { workerNote: '更换锁芯一个' } },
      ]),
    ],
    [
      'ssgl_repair',
      repair('network', '寝室网口没有信号，电脑连不上校园网。', -9, [
        { vote: 'agree', at: clock.at(-9, 10), opinion: '已派单', edits: { worker: '网络中心 王工' } },
        {
          vote: 'agree',
          at: clock.at(-8, 15),
          opinion: '已修好',
          edits: { workerNote: '重新压制网线水晶头' },
        },
        {
          vote: 'agree',
          at: clock.at(-7, 21),
          opinion: '很及时',
          edits: { rating: '5', ratingComment: '师傅第二天就来了，修得很快，谢谢！' },
        },
      ]),
    ],
    [
      'ssgl_repair',
      repair(
        'other',
        '希望在寝室加装一台空调。',
        -4,
        [{ vote: 'oppose', at: clock.at(-4, 14), opinion: '加装空调不属于报修范围，请关注学校统一安装通知' }],
        { category: 'airConditioning' },
      ),
    ],
  );

  /** A student who left their bed last term asks for one; `placed` says whether the office gave it. */
  const checkIn =
    (checkInType: string, reason: string, askedDays: number, placed: boolean): Play =>
    async (student) => {
      const sex = (await sexOf(db, student.id))!;
      const building = (await buildings(db, tenantId, sex)).at(-1)!;
      const bed = (await freeRooms(db, tenantId, building.id, sex))[0]!.freeBeds[0]!.code;
      return {
        data: {
          checkInType,
          date: clock.day(askedDays + 3),
          reason,
          contactPhone: student.mobile ?? '13800000000',
        },
        at: clock.at(askedDays, 9, 20),
        steps: placed
          ? [
              {
                vote: 'agree',
                at: clock.at(askedDays, 15),
                opinion: '已安排床位',
                edits: { targetBed: bed, dormNote: '钥匙到楼管处领取' },
              },
            ]
          : [],
      };
    };
  plays.push(
    [
      'ssgl_check_in',
      checkIn('resume', '上学期因病休学，现已康复办理复学手续，申请重新安排宿舍。', -1, false),
    ],
    ['ssgl_check_in', checkIn('offCampusReturn', '校外住宿期满，家中情况好转，申请回校住宿。', -6, true)],
    ['ssgl_check_in', checkIn('army', '服役期满退役，已办理复学，申请安排宿舍。', 0, false)],
  );

  for (const [index, [processKey, play]] of plays.entries()) {
    const student = students[index];
    if (!student) break;
    // Whoever asks to check in left their bed last term.
    if (processKey === 'ssgl_check_in')
      await moveStudent(db, tenantId, {
        studentId: student.id,
        toBed: null,
        kind: 'checkOut',
        instanceId: null,
        operatorId: null,
        now: clock.at(-120, 10),
      });
    const { data, at, steps } = await play(student, clock);
    await playRequest(db, tenantId, { processKey, studentId: student.id, data, at, steps });
  }
}
