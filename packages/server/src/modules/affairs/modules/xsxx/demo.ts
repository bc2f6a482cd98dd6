import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { pick, seededRandom } from '../../../../db/seed/random.js';
import type { DemoClock } from '../../demo/clock.js';
import { demoIdNumber } from '../../demo/id-number.js';
import { playRequest } from '../../demo/play.js';
import { tenantStudents } from '../../student-query.js';
import { graduatesLast } from '../../demo/graduates-last.js';

/**
 * Student information's demo: a profile for every student of the school (an ID number with its
 * check digit and the birth date it encodes, home province and address, bank card, family income,
 * ethnicity and political status, drawn the same on every run), and for the demo counsellor's
 * last students change requests in every state: a new phone and a new address waiting for the
 * counsellor, a bank card changed last week, an address refused. New phone numbers start 1370013.
 */
type Db = Kysely<DB>;

const PLACES = [
  { province: '江苏省', code: '320102', city: '南京市玄武区', streets: ['中山路', '北京东路', '珠江路'] },
  { province: '江苏省', code: '320505', city: '苏州市虎丘区', streets: ['狮山路', '长江路', '金山路'] },
  { province: '浙江省', code: '330106', city: '杭州市西湖区', streets: ['文三路', '天目山路', '古墩路'] },
  { province: '安徽省', code: '340104', city: '合肥市蜀山区', streets: ['长江西路', '黄山路', '望江西路'] },
  { province: '山东省', code: '370102', city: '济南市历下区', streets: ['经十路', '解放路', '文化东路'] },
  { province: '河南省', code: '410105', city: '郑州市金水区', streets: ['花园路', '农业路', '纬五路'] },
  { province: '江西省', code: '360102', city: '南昌市东湖区', streets: ['八一大道', '阳明路', '叠山路'] },
  { province: '湖北省', code: '420106', city: '武汉市武昌区', streets: ['中北路', '武珞路', '徐东大街'] },
  { province: '四川省', code: '510107', city: '成都市武侯区', streets: ['人民南路', '科华北路', '玉林路'] },
  {
    province: '广西壮族自治区',
    code: '450103',
    city: '南宁市青秀区',
    streets: ['民族大道', '东葛路', '竹溪大道'],
  },
];
const ETHNICITIES = [
  '汉族',
  '汉族',
  '汉族',
  '汉族',
  '汉族',
  '汉族',
  '汉族',
  '回族',
  '壮族',
  '满族',
  '土家族',
];
const POLITICAL = ['league', 'league', 'league', 'league', 'league', 'masses', 'probationary', 'member'];
const BANKS = [
  { name: '中国工商银行', bin: '621226' },
  { name: '中国建设银行', bin: '621700' },
  { name: '中国农业银行', bin: '622848' },
  { name: '中国银行', bin: '621661' },
  { name: '中国邮政储蓄银行', bin: '621799' },
];
/** A 19-digit card number with its Luhn check digit. */
function cardNumber(bin: string, random: () => number): string {
  let body = bin;
  while (body.length < 18) body += String(Math.floor(random() * 10));
  const sum = [...body]
    .reverse()
    .map(Number)
    .reduce((s, d, i) => {
      const v = i % 2 === 0 ? d * 2 : d;
      return s + (v > 9 ? v - 9 : v);
    }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export async function seedProfiles(db: Db, tenantId: string, seed: number, now: number): Promise<void> {
  const listed = await tenantStudents(db, tenantId)
    .select(['u.id', 'u.gender', 'o.grade', 'm.number'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('studentProfile as p')
            .select('p.userId')
            .whereRef('p.userId', '=', 'u.id')
            .where('p.tenantId', '=', tenantId)
            // The seed's students come with the empty profile master data gives every new student.
            .where('p.idNumber', 'is not', null),
        ),
      ),
    )
    .orderBy('m.number')
    .execute();
  const students = await graduatesLast(db, tenantId, listed);
  const random = seededRandom(seed);
  const rows = students.map((s, i) => {
    const place = pick(random, PLACES);
    const enrolled = Number(s.grade ?? '2024');
    const birthYear = enrolled - 18 - (random() < 0.3 ? 1 : 0);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    const birthDate = `${birthYear}-${month}-${day}`;
    const bank = pick(random, BANKS);
    const income = Math.round((12 + random() * random() * 200) * 1000);
    return {
      tenantId,
      userId: s.id,
      idNumber: demoIdNumber(place.code, birthDate, 100 + i, s.gender === 'male'),
      birthDate,
      ethnicity: pick(random, ETHNICITIES),
      politicalStatus: pick(random, POLITICAL),
      province: place.province,
      address: `${place.province}${place.city}${pick(random, place.streets)}${1 + Math.floor(random() * 300)}号`,
      bankName: bank.name,
      bankCard: cardNumber(bank.bin, random),
      familyIncome: income,
      updatedAt: now,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('studentProfile')
      .values(rows.slice(i, i + 200))
      // Filling the empty profile the student came with (see the query above).
      .onConflict((oc) =>
        oc.columns(['tenantId', 'userId']).doUpdateSet((eb) => ({
          idNumber: eb.ref('excluded.idNumber'),
          birthDate: eb.ref('excluded.birthDate'),
          ethnicity: eb.ref('excluded.ethnicity'),
          politicalStatus: eb.ref('excluded.politicalStatus'),
          province: eb.ref('excluded.province'),
          address: eb.ref('excluded.address'),
          bankName: eb.ref('excluded.bankName'),
          bankCard: eb.ref('excluded.bankCard'),
          familyIncome: eb.ref('excluded.familyIncome'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
}

export async function seedChanges(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  students: readonly { id: string }[],
): Promise<void> {
  const [pendingPhone, pendingAddress, changedCard, refusedAddress] = students.slice(-4);
  if (!refusedAddress) return;
  await playRequest(db, tenantId, {
    processKey: 'xsxx_phone',
    studentId: pendingPhone!.id,
    data: { mobile: '13700131024', reason: '原手机号已停用，换了新号码，方便辅导员和家长联系。' },
    at: clock.at(-1, 20, 15),
    steps: [],
  });
  await playRequest(db, tenantId, {
    processKey: 'xsxx_address',
    studentId: pendingAddress!.id,
    data: { address: '江苏省南京市鼓楼区汉中门大街168号3栋502室', reason: '家里今年搬家，更新家庭住址。' },
    at: clock.at(-2, 9, 40),
    steps: [],
  });
  await playRequest(db, tenantId, {
    processKey: 'xsxx_bank_card',
    studentId: changedCard!.id,
    data: {
      bankName: '中国建设银行',
      bankCard: '6217001540023456781',
      reason: '原银行卡丢失已挂失，助学金请发到新卡。',
    },
    at: clock.at(-8, 14, 5),
    steps: [{ vote: 'agree', at: clock.at(-7, 10, 30), opinion: '已核对本人新卡，同意变更。' }],
  });
  await playRequest(db, tenantId, {
    processKey: 'xsxx_address',
    studentId: refusedAddress.id,
    data: { address: '学校东门外华苑小区租房', reason: '现在住在学校附近。' },
    at: clock.at(-5, 16, 20),
    steps: [
      {
        vote: 'oppose',
        at: clock.at(-4, 11, 0),
        opinion: '家庭住址请填写户籍或父母常住地址，校外住宿请走校外住宿申请。',
      },
    ],
  });
}
