import { createHash } from 'node:crypto';
import { enrolledIn } from '@campus/contract';
import type { FeeItemCode } from '@campus/contract/affairs/sfgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { demoClock, type DemoClock } from '../../demo/clock.js';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import { demoStudents, openDemoBatch, playRequest, type DemoStudent } from '../../demo/play.js';
import type { SeedContext } from '../../extension.js';
import { GREEN_CHANNEL_MODULE } from './group.js';

/**
 * The demo's bills: every student has one for this academic year and, if they were already
 * enrolled then, one for last year (a freshman has no bill of the year before they came). Last
 * year's are almost all paid; this year's collection differs by college (the first college
 * ahead, the last behind), with partly paid bills, office deferrals for students in hardship and
 * a few reductions. In the first school one of the demo counsellor's second-year students came
 * through the green channel last year (zzgl, played through its chain): its deferral shows on
 * last year's bill, read from the request. Money in fen.
 */
const TUITION = [5800_00, 5200_00, 4600_00];
const COLLECTED = [0.84, 0.7, 0.56];
const CHANNELS = ['online', 'online', 'online', 'bank', 'desk'] as const;

/** A number in [0, 1) that stays the same for the same words. */
const chance = (...words: string[]) =>
  createHash('sha256').update(words.join('|')).digest().readUInt32BE(0) / 2 ** 32;

type Student = DemoStudent;
type Outcome = 'paid' | 'partial' | 'deferred' | 'unpaid';

class BillWriter {
  readonly bills: DB['feeBill'][] = [];
  readonly items: DB['feeBillItem'][] = [];
  readonly payments: DB['feePayment'][] = [];
  readonly deferrals: DB['feeDeferral'][] = [];
  private receipt = 0;

  constructor(
    private readonly tenantId: string,
    private readonly clock: DemoClock,
    private readonly prefix: string,
  ) {}

  add(student: Student, year: string, collegeIndex: number, outcome: Outcome, reduced: number) {
    const id = newId();
    const thisYear = year === this.clock.year;
    const start = thisYear ? -80 : -445;
    const lines: [FeeItemCode, number][] = [
      ['tuition', TUITION[collegeIndex % TUITION.length]!],
      ['accommodation', chance(student.number, 'room') < 0.3 ? 1500_00 : 1200_00],
      ['textbooks', 420_00],
      ['insurance', 380_00],
    ];
    const due = lines.reduce((s, [, d]) => s + d, 0);
    const owed = due - reduced;
    const paid =
      outcome === 'paid'
        ? owed
        : outcome === 'partial'
          ? owed - lines[0]![1] + (reduced > 0 ? 0 : 1000_00)
          : 0;
    let left = reduced;
    for (const [item, itemDue] of lines) {
      const cut = Math.min(left, itemDue);
      left -= cut;
      this.items.push({ billId: id, tenantId: this.tenantId, item, due: itemDue, reduced: cut });
    }
    const pay = (amount: number, days: number) => {
      const channel = CHANNELS[Math.floor(chance(student.number, year, String(days)) * CHANNELS.length)]!;
      this.payments.push({
        id: newId(),
        tenantId: this.tenantId,
        billId: id,
        amount,
        channel,
        receiptNo: `${this.prefix}${year.slice(0, 4)}${String(++this.receipt).padStart(6, '0')}`,
        paidAt: this.clock.at(days, 9 + (this.receipt % 8), (this.receipt * 7) % 60),
        recordedBy: null,
        recorderName: channel === 'desk' ? '财务处收费窗口' : null,
        createdAt: this.clock.at(days),
      });
    };
    if (paid > 0) {
      const split = chance(student.number, year, 'split') < 0.3 && paid > 2000_00;
      if (split) {
        pay(paid - 1500_00, start);
        pay(1500_00, start + 20);
      } else pay(paid, start + Math.floor(chance(student.number, year, 'day') * 20));
    }
    let deferred = 0;
    let deferredUntil: string | null = null;
    if (outcome === 'deferred') {
      deferred = owed;
      deferredUntil = this.clock.day(thisYear ? 60 : -230);
      this.deferrals.push({
        id: newId(),
        tenantId: this.tenantId,
        billId: id,
        amount: owed,
        deadline: deferredUntil,
        reason: '家庭经济困难，国家助学贷款到账后缴清',
        recordedBy: null,
        recorderName: '财务处收费窗口',
        createdAt: this.clock.at(start + 5),
      });
    }
    this.bills.push({
      id,
      tenantId: this.tenantId,
      studentId: student.id,
      academicYear: year,
      due,
      reduced,
      paid,
      deferred,
      deferredUntil,
      remark: reduced > 0 ? '建档立卡家庭学费减免' : null,
      createdAt: this.clock.at(start - 10),
      updatedAt: this.clock.at(start),
    });
  }

  async write(db: Kysely<DB>) {
    const chunk = <T>(rows: T[]) =>
      Array.from({ length: Math.ceil(rows.length / 200) }, (_, i) => rows.slice(i * 200, (i + 1) * 200));
    for (const part of chunk(this.bills)) await db.insertInto('feeBill').values(part).execute();
    for (const part of chunk(this.items)) await db.insertInto('feeBillItem').values(part).execute();
    for (const part of chunk(this.payments)) await db.insertInto('feePayment').values(part).execute();
    for (const part of chunk(this.deferrals)) await db.insertInto('feeDeferral').values(part).execute();
  }
}

function outcomeOf(student: Student, year: string, rate: number): Outcome {
  const r = chance(student.number, year);
  if (r < rate) return 'paid';
  if (r < rate + (1 - rate) * 0.45) return 'partial';
  if (r < rate + (1 - rate) * 0.65) return 'deferred';
  return 'unpaid';
}

/** Last year's green channel for one of the demo counsellor's second-year students. */
async function greenChannelLastYear(ctx: SeedContext, clock: DemoClock, excluded: string[]) {
  if (!ctx.accounts.counsellor) return null;
  const candidates = await counsellorStudents(ctx.db, ctx.tenantId, ctx.accounts.counsellor, excluded);
  const second = await ctx.db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select('m.userId')
    .where('m.tenantId', '=', ctx.tenantId)
    .where('o.grade', '=', clock.lastYear.slice(0, 4))
    .where('m.userId', 'in', candidates.map((c) => c.id).concat(['']))
    .orderBy('m.number', 'desc')
    .executeTakeFirst();
  if (!second) return null;
  const start = `${clock.lastYear.slice(0, 4)}-08-25`;
  const startDays = Math.round((Date.parse(start) - Date.parse(clock.today)) / 86_400_000);
  await openDemoBatch(
    ctx.db,
    ctx.tenantId,
    {
      module: GREEN_CHANNEL_MODULE,
      academicYear: clock.lastYear,
      name: `${clock.lastYear}学年新生绿色通道`,
      startDate: start,
      endDate: clock.day(startDays + 40),
      grades: [clock.lastYear.slice(0, 4)],
    },
    clock.at(startDays - 2),
  );
  await playRequest(ctx.db, ctx.tenantId, {
    processKey: 'zzgl_green_channel',
    studentId: second.userId,
    data: {
      mode: 'loanPending',
      items: ['tuition'],
      deferAmount: 4000,
      expectedLoan: 8000,
      deadline: `${clock.lastYear.slice(0, 4)}-12-31`,
      reason: '家中务农收入微薄，生源地信用助学贷款已审批，预计十月底到账，申请先报到后缴纳学费',
    },
    at: clock.at(startDays + 8, 9),
    steps: [
      { vote: 'agree', at: clock.at(startDays + 8, 11), opinion: '情况属实，同意缓交' },
      { vote: 'agree', at: clock.at(startDays + 9, 10), opinion: '同意，贷款到账后缴清' },
    ],
  });
  return second.userId;
}

export async function seedFees(ctx: SeedContext): Promise<void> {
  const clock = demoClock(ctx.now);
  const named = await ctx.db
    .selectFrom('appUser')
    .select(['id', 'account'])
    .where('account', 'in', ctx.accounts.student.concat(['']))
    .execute();
  const namedIds = new Set(named.map((n) => n.id));
  const green = ctx.primary ? await greenChannelLastYear(ctx, clock, ctx.accounts.student) : null;
  const writer = new BillWriter(ctx.tenantId, clock, ctx.primary ? 'PJ' : 'HB');
  const students = await demoStudents(ctx.db, ctx.tenantId, []);
  const colleges = [...new Set(students.map((s) => s.collegeCode))].sort();
  for (const student of students) {
    const index = Math.max(0, colleges.indexOf(student.collegeCode));
    const reduced = chance(student.number, 'reduced') < 0.05 ? 1000_00 : 0;
    const named = namedIds.has(student.id);
    // The named students: last year settled, this year the tuition still to pay.
    if (enrolledIn(student.grade, clock.lastYear))
      writer.add(
        student,
        clock.lastYear,
        index,
        student.id === green ? 'unpaid' : named ? 'paid' : outcomeOf(student, clock.lastYear, 0.96),
        named ? 0 : reduced,
      );
    writer.add(
      student,
      clock.year,
      index,
      named ? 'partial' : outcomeOf(student, clock.year, COLLECTED[index % COLLECTED.length]!),
      named ? 0 : reduced,
    );
  }
  await writer.write(ctx.db);
  if (green) {
    // Last year's bill: paid but for the tuition the green channel deferred (4,000 yuan).
    const bill = writer.bills.find((b) => b.studentId === green && b.academicYear === clock.lastYear)!;
    const paid = bill.due - 4000_00;
    await ctx.db.updateTable('feeBill').set({ paid }).where('id', '=', bill.id).execute();
    await ctx.db
      .insertInto('feePayment')
      .values({
        id: newId(),
        tenantId: ctx.tenantId,
        billId: bill.id,
        amount: paid,
        channel: 'online',
        receiptNo: `GC${clock.lastYear.slice(0, 4)}000001`,
        paidAt: clock.at(-400),
        recordedBy: null,
        recorderName: null,
        createdAt: clock.at(-400),
      })
      .execute();
  }
}
