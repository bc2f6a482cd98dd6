import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import type { DemoClock } from '../../demo/clock.js';
import { demoIdNumber } from '../../demo/id-number.js';

/**
 * The admissions demo in the first school: this year's independent enrolment (高职单独招生),
 * open, with sign-ups in every state (taken at the office's desk, so no account), and last
 * summer's science camp, closed. Phones start 1370013.
 */
type Db = Kysely<DB>;

const L = (zh: string, tw: string, en: string, ja: string) =>
  JSON.stringify({ 'zh-CN': zh, 'zh-TW': tw, 'en-US': en, 'ja-JP': ja });

const PEOPLE: [string, boolean, string, string, string][] = [
  ['张子涵', false, '江苏省', '320102', '南京市第二十九中学'],
  ['王浩宇', true, '江苏省', '320505', '苏州工业园区职业技术学校'],
  ['刘思琪', false, '安徽省', '340104', '合肥市第八中学'],
  ['陈俊杰', true, '浙江省', '330106', '杭州市西湖高级中学'],
  ['杨雨欣', false, '江苏省', '320102', '南京市中华中学'],
  ['赵一鸣', true, '山东省', '370102', '济南市历城第二中学'],
  ['黄梓萱', false, '江西省', '360102', '南昌市第十中学'],
  ['周志远', true, '江苏省', '320505', '苏州市第三中学'],
  ['吴佳琪', false, '河南省', '410105', '郑州市第四十七中学'],
  ['孙铭泽', true, '湖北省', '420106', '武汉市第十四中学'],
  ['马晓东', true, '江苏省', '320102', '南京市莫愁中等专业学校'],
  ['朱欣怡', false, '四川省', '510107', '成都市第七中学'],
];
const TYPES = [
  'general',
  'general',
  'vocational',
  'general',
  'general',
  'veteran',
  'general',
  'vocational',
  'general',
  'other',
  'vocational',
  'general',
];
const STATES = [
  'submitted',
  'eligible',
  'eligible',
  'submitted',
  'returned',
  'eligible',
  'submitted',
  'ineligible',
  'submitted',
  'eligible',
  'submitted',
  'submitted',
];
const MAJORS = [
  '软件工程',
  '计算机科学与技术',
  '机械设计制造及其自动化',
  '电气工程及其自动化',
  '会计学',
  '市场营销',
];

export async function seedAdmissions(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  office: string,
): Promise<void> {
  const enrolment = newId();
  const camp = newId();
  await db
    .insertInto('admissionProgram')
    .values([
      {
        id: enrolment,
        tenantId,
        title: L(
          '2026年高职单独招生',
          '2026年高職單獨招生',
          '2026 independent enrolment',
          '2026年度 単独入試',
        ),
        summary: L(
          '面向普通高中、中等职业学校毕业生及退役军人，文化素质测试与职业技能测试相结合，择优录取。',
          '面向普通高中、中等職業學校畢業生及退役軍人，文化素質測試與職業技能測試相結合，擇優錄取。',
          'For graduates of general and vocational high schools and veterans: a general test and a skills test, admitted on merit.',
          '普通高校・職業高校の卒業生と退役軍人が対象。学力試験と技能試験で選抜します。',
        ),
        majors: JSON.stringify(MAJORS),
        places: 300,
        opens: clock.day(-20),
        closes: clock.day(25),
        contact: '招生办公室 0510-85571234',
        createdAt: clock.at(-25, 9, 0),
      },
      {
        id: camp,
        tenantId,
        title: L(
          '2026年暑期科技夏令营',
          '2026年暑期科技夏令營',
          '2026 summer science camp',
          '2026年 夏の科学キャンプ',
        ),
        summary: L(
          '高二学生走进实验室，体验人工智能与智能制造，优秀营员可获单独招生面试优惠。',
          '高二學生走進實驗室，體驗人工智慧與智慧製造，優秀營員可獲單獨招生面試優惠。',
          'High-school juniors try AI and smart manufacturing in our labs; outstanding campers get a head start in the enrolment interview.',
          '高校2年生が研究室でAIとスマート製造を体験します。優秀者は単独入試の面接で優遇されます。',
        ),
        majors: JSON.stringify(['人工智能体验营', '智能制造体验营']),
        places: 80,
        opens: clock.day(-160),
        closes: clock.day(-120),
        contact: '招生办公室 0510-85571234',
        createdAt: clock.at(-170, 9, 0),
      },
    ])
    .execute();
  await db
    .insertInto('admissionSignup')
    .values(
      PEOPLE.map(([name, male, province, region, school], i) => {
        const state = STATES[i]!;
        const decided = state !== 'submitted';
        return {
          id: newId(),
          tenantId,
          programId: enrolment,
          userId: null,
          name,
          idNumber: demoIdNumber(
            region,
            `2008-${String((i % 12) + 1).padStart(2, '0')}-${String(3 + i).padStart(2, '0')}`,
            40 + i,
            male,
          ),
          mobile: `1370013${String(5100 + i).padStart(4, '0')}`,
          examNumber: `26${region.slice(0, 2)}0${String(1020304050 + i * 37).slice(0, 9)}`
            .slice(0, 14)
            .padEnd(14, '0'),
          candidateType: TYPES[i]!,
          province,
          school,
          major1: MAJORS[i % MAJORS.length]!,
          major2: i % 3 === 0 ? null : MAJORS[(i + 2) % MAJORS.length]!,
          state,
          note:
            state === 'returned'
              ? '请补充上传中职毕业证书或在读证明。'
              : state === 'ineligible'
                ? '报考类型与学籍信息不符。'
                : null,
          reviewedBy: decided ? office : null,
          reviewedAt: decided ? clock.at(-3 + (i % 3), 10, i) : null,
          createdAt: clock.at(-18 + i, 19, 5 + i),
        };
      }),
    )
    .execute();
}
