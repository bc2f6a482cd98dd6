import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { pick, seededRandom } from '../../../../db/seed/random.js';
import { newId } from '../../../../lib/ids.js';

/**
 * Onboarding's demo records beside the cohort (seed.ts): most freshmen filled in their personal
 * information and about half their arrival; one joins the army and keeps the place, one gave it
 * up; questions, most answered, the common ones in the FAQ. The named freshman has filled in
 * nothing yet, so the journey shows what is left to do.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PROVINCES = [
  '河南省郑州市',
  '河南省洛阳市',
  '湖北省武汉市',
  '河北省石家庄市',
  '山东省济南市',
  '安徽省合肥市',
];
const STATIONS = ['郑州东站', '郑州站', '新郑国际机场', '汉口站', '武汉站'];
const SIZES = ['M', 'L', 'XL', 'L', 'XXL', 'S'];
const FATHERS = ['张建国', '李卫东', '王海军', '赵永强', '孙志刚', '周国平'];
const MOTHERS = ['刘桂芳', '陈秀英', '杨丽华', '黄淑珍', '吴晓燕', '郑美玲'];

const QUESTIONS: { title: string; body: string; answer: string | null; faq: boolean }[] = [
  {
    title: '报到当天可以让家长开车进校吗？',
    body: '家里开车送我，想问一下车辆能不能进校园卸行李。',
    answer:
      '报到当天（9月6日至7日）送站车辆可凭录取通知书从东门进入，停放在体育馆东侧临时停车场，卸完行李后请尽快驶离。',
    faq: true,
  },
  {
    title: '宿舍有空调吗？需要自己带被褥吗？',
    body: '',
    answer: '新生宿舍均配有空调和独立卫浴，床上用品由学校统一配发，无需自带，到宿舍楼值班室领取即可。',
    faq: true,
  },
  {
    title: '绿色通道需要准备哪些材料？',
    body: '家庭经济比较困难，想先报到后缴费。',
    answer:
      '在迎新首页的“绿色通道”中提交申请即可，附上家庭经济困难认定材料或低保证明的照片，辅导员审核通过后可先办理入住。',
    faq: true,
  },
  {
    title: '军训服装什么时候发？',
    body: '个人信息里填了校服尺码，军训服也是按这个尺码吗？',
    answer: '是的，军训服按信息采集中填写的尺码准备，报到当天在学院迎新点领取。',
    faq: false,
  },
  {
    title: '可以提前一天到校吗？',
    body: '火车票只买到了9月5日的，到了之后能不能先住进宿舍？',
    answer: null,
    faq: false,
  },
  {
    title: '录取通知书丢失了怎么办？',
    body: '',
    answer: null,
    faq: false,
  },
];

export async function seedOnboardingRecords(
  db: Kysely<DB>,
  tenantId: string,
  now: number,
  freshmen: { id: string; first: boolean }[],
  answererId: string,
  seed: number,
): Promise<void> {
  const random = seededRandom(seed);
  const others = freshmen.filter((f) => !f.first);
  const forms = [];
  for (const [i, f] of others.entries()) {
    if (i % 5 === 4) continue;
    const father = i % 3 !== 0;
    forms.push({
      tenantId,
      studentId: f.id,
      kind: 'info',
      formValues: JSON.stringify({
        idNumber: idNumber(random, i),
        origin: pick(random, PROVINCES),
        address: `${pick(random, PROVINCES)}${1 + Math.floor(random() * 200)}号`,
        email: `f${String(i + 1).padStart(3, '0')}@example.edu.cn`,
        height: 155 + Math.floor(random() * 35),
        weight: 45 + Math.floor(random() * 35),
        uniformSize: pick(random, SIZES),
        parents: [
          {
            name: pick(random, father ? FATHERS : MOTHERS),
            relation: father ? 'father' : 'mother',
            phone: `139${String(10_000_000 + Math.floor(random() * 89_999_999)).slice(0, 8)}`,
          },
        ],
      }),
      updatedAt: now - (3 + (i % 7)) * DAY,
    });
    if (i % 2 === 0)
      forms.push({
        tenantId,
        studentId: f.id,
        kind: 'arrival',
        formValues: JSON.stringify({
          date: new Date(now + (i % 3) * DAY).toISOString().slice(0, 10),
          transport: i % 4 === 0 ? 'flight' : 'train',
          number: i % 4 === 0 ? `CZ${3000 + i}` : `G${800 + i}`,
          station: pick(random, STATIONS),
          companions: i % 3,
          pickup: i % 4 !== 2,
        }),
        updatedAt: now - 2 * DAY,
      });
  }
  const soldier = others[3];
  if (soldier) {
    forms.push({
      tenantId,
      studentId: soldier.id,
      kind: 'army',
      formValues: JSON.stringify({
        wishes: ['keepPlace', 'compensation'],
        enlistDate: new Date(now - 10 * DAY).toISOString().slice(0, 10),
        office: '郑州市金水区人民武装部',
        notice: [],
        remark: '已收到入伍通知书，9月中旬起运。',
      }),
      updatedAt: now - 6 * DAY,
    });
    await db
      .insertInto('onboardingStanding')
      .values({
        tenantId,
        studentId: soldier.id,
        standing: 'kept',
        reason: '应征入伍，保留入学资格两年',
        setBy: answererId,
        updatedAt: now - 5 * DAY,
      })
      .execute();
  }
  const absent = others[6];
  if (absent)
    await db
      .insertInto('onboardingStanding')
      .values({
        tenantId,
        studentId: absent.id,
        standing: 'gaveUp',
        reason: '本人来电确认复读，放弃入学',
        setBy: answererId,
        updatedAt: now - DAY,
      })
      .execute();
  if (forms.length) await db.insertInto('onboardingForm').values(forms).execute();

  for (const [i, q] of QUESTIONS.entries()) {
    const asker = others[(i * 4 + 1) % Math.max(others.length, 1)];
    if (!asker) break;
    const createdAt = now - (QUESTIONS.length - i) * 9 * HOUR;
    await db
      .insertInto('onboardingQuestion')
      .values({
        id: newId(),
        tenantId,
        studentId: asker.id,
        title: q.title,
        body: q.body,
        pictures: '[]',
        answer: q.answer,
        answeredBy: q.answer ? answererId : null,
        answeredAt: q.answer ? createdAt + 2 * HOUR : null,
        faq: q.faq ? 1 : 0,
        createdAt,
      })
      .execute();
  }
}

/** A well-formed (checksummed) demo ID number. */
function idNumber(random: () => number, i: number): string {
  const body = `410105${2007 + (i % 2)}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}${String(100 + i).slice(-3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, k) => s + Number(d) * weights[k]!, 0);
  return body + '10X98765432'[sum % 11];
}
