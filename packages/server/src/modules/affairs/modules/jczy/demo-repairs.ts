import type { DemoStep } from '../../demo/play.js';
import { demoAttachment, playRequest } from '../../demo/play.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { DemoClock } from '../../demo/clock.js';

/**
 * Classroom repairs in every stage, reported by the demo counsellor's students (the demo student's
 * own list starts empty for the journeys): waiting, accepted, being repaired, done and waiting for
 * the rating, rated, and one declined.
 */
interface Order {
  building: string;
  room: string;
  category: string;
  description: string;
  daysAgo: number;
  /** The steps taken on the order, each dated from the day it was reported. */
  steps: StepOn[];
  photo?: boolean;
}

type StepOn = (clock: DemoClock, daysAgo: number) => DemoStep;

const accept =
  (worker: string): StepOn =>
  (clock, d) => ({ vote: 'agree', at: clock.at(-d, 10), opinion: '已受理', edits: { worker } });

/** The worker starts on the day the order came in. */
const start =
  (hour: number): StepOn =>
  (clock, d) => ({ vote: 'agree', at: clock.at(-d, hour), opinion: '开始维修' });

/** Repaired the next day, with what the worker did. */
const repaired =
  (hour: number, workerNote: string): StepOn =>
  (clock, d) => ({ vote: 'agree', at: clock.at(-d + 1, hour), opinion: '已修好', edits: { workerNote } });

const ORDERS: Order[] = [
  {
    building: 'teaching1',
    room: 'A302',
    category: 'projector',
    description: '投影仪开机后画面发黄，第三节课无法正常放课件。',
    daysAgo: 0,
    steps: [],
    photo: true,
  },
  {
    building: 'teaching2',
    room: 'B105',
    category: 'furniture',
    description: '教室后排有三张课桌桌面开裂，容易划伤手。',
    daysAgo: 1,
    steps: [accept('后勤维修班 刘师傅')],
  },
  {
    building: 'lab',
    room: '实验楼 C208',
    category: 'airConditioning',
    description: '机房空调不制冷，下午上机课温度很高。',
    daysAgo: 2,
    steps: [
      accept('空调维保 陈工'),
      (clock, d) => ({ vote: 'agree', at: clock.at(-d + 1, 9), opinion: '已到场维修' }),
    ],
  },
  {
    building: 'teaching1',
    room: 'A210',
    category: 'electricity',
    description: '讲台左侧两组日光灯不亮。',
    daysAgo: 4,
    steps: [accept('后勤维修班 刘师傅'), start(15), repaired(11, '更换灯管四支、镇流器一个')],
  },
  {
    building: 'library',
    room: '三楼自习区',
    category: 'network',
    description: '自习区东侧无线网络经常断开。',
    daysAgo: 9,
    steps: [
      accept('网络中心 王工'),
      start(14),
      repaired(10, '更换无线接入点一台'),
      (clock, d) => ({
        vote: 'agree',
        at: clock.at(-d + 2, 20),
        opinion: '很满意',
        edits: { rating: '5', ratingComment: '第二天就修好了，现在信号很稳定。' },
      }),
    ],
  },
  {
    building: 'gym',
    room: '体育馆二楼',
    category: 'other',
    description: '希望在体育馆二楼加装饮水机。',
    daysAgo: 6,
    steps: [
      (clock, d) => ({
        vote: 'oppose',
        at: clock.at(-d, 11),
        opinion: '加装设备不属于报修范围，请向后勤保障处提交采购建议',
      }),
    ],
  },
];

export async function seedRepairs(
  db: Kysely<DB>,
  tenantId: string,
  clock: DemoClock,
  students: readonly { id: string; mobile: string | null }[],
): Promise<void> {
  for (const [index, order] of ORDERS.entries()) {
    const student = students[index + 3];
    if (!student) break;
    const at = clock.at(-order.daysAgo, 8, 30);
    const photos = order.photo ? [await demoAttachment(db, tenantId, student.id, 'projector.png', at)] : [];
    await playRequest(db, tenantId, {
      processKey: 'jczy_repair',
      studentId: student.id,
      data: {
        building: order.building,
        room: order.room,
        category: order.category,
        description: order.description,
        phone: student.mobile ?? '13800000000',
        ...(photos.length ? { photos } : {}),
      },
      at,
      steps: order.steps.map((step) => step(clock, order.daysAgo)),
    });
  }
}
