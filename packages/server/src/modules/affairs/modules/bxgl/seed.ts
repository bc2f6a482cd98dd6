import type { FormValues } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { demoClock } from '../../demo/clock.js';
import { demoAttachment, playRequest, type DemoStep } from '../../demo/play.js';
import type { SeedContext } from '../../extension.js';
import { tenantStudents } from '../../student-query.js';
import { graduatesLast } from '../../demo/graduates-last.js';

/**
 * The insurance demo of the first school, this academic year: most students enrolled in the
 * medical insurance through the school (some insured at home, the subsidised paid by the state),
 * a few waiting for their counsellor or the office, a class or two lagging behind (so the rates
 * differ); a quarter of the demo counsellor's students with accident insurance. The named demo
 * students are left out: the journeys enrol them.
 */
interface Student {
  id: string;
  number: string;
  grade: string | null;
  mobile: string | null;
  gender: string | null;
  idNumber: string | null;
  classIndex: number;
}

/** A well-formed mainland ID number (GB 11643: the 18th character checks the other 17). */
export function demoIdNumber(region: string, birth: string, sequence: number, male: boolean): string {
  const order = sequence * 2 + (male ? 1 : 0);
  const body = `${region}${birth}${String(order % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((n, digit, index) => n + Number(digit) * weights[index]!, 0);
  return `${body}${'10X98765432'[sum % 11]}`;
}

async function studentsOf(db: Kysely<DB>, tenantId: string, excluded: readonly string[]): Promise<Student[]> {
  // The ID number on the enrolment is the one on the student's record (student information).
  const listed = await tenantStudents(db, tenantId)
    .leftJoin('studentProfile as p', (j) =>
      j.onRef('p.userId', '=', 'u.id').onRef('p.tenantId', '=', 'm.tenantId'),
    )
    .select(['u.id', 'u.mobile', 'u.gender', 'm.number', 'o.grade', 'o.id as orgId', 'p.idNumber'])
    .where('u.account', 'not in', excluded)
    .orderBy('m.number')
    .execute();
  const rows = await graduatesLast(db, tenantId, listed);
  const classes = [...new Set(rows.map((r) => r.orgId))];
  return rows.map((r) => ({ ...r, classIndex: classes.indexOf(r.orgId) }));
}

const REGIONS = ['320115', '320102', '321002', '340104', '370102', '410105'];
const SUBSIDIES = ['dibao', 'tekun', 'disabled', 'poverty'];

export async function seedInsurance({ db, tenantId, now, accounts, primary }: SeedContext): Promise<void> {
  if (!primary) return;
  const clock = demoClock(now);
  const year = clock.year;
  // Requests stay inside this academic year (it starts on 1 September).
  const sinceStart = Math.floor((now - Date.parse(`${year.slice(0, 4)}-09-01T00:00:00+08:00`)) / 86_400_000);
  const students = await studentsOf(db, tenantId, accounts.student);
  for (const [index, s] of students.entries()) {
    // Every class enrols, the later ones less completely: rates from about 95 % down to about 60 %.
    const lag = s.classIndex % 5;
    const slot = (index * 7 + s.classIndex) % 20;
    if (slot >= 19 - lag * 2) continue;
    const birth = `${Number(s.grade ?? '2024') - 18}${String((index % 12) + 1).padStart(2, '0')}${String((index % 27) + 1).padStart(2, '0')}`;
    const idNumber =
      s.idNumber ?? demoIdNumber(REGIONS[index % REGIONS.length]!, birth, index, s.gender === 'male');
    const phone = s.mobile ?? '13800000000';
    const subsidised = index % 17 === 3;
    const atHome = index % 13 === 5;
    const data: FormValues = atHome
      ? {
          academicYear: year,
          insuredStatus: 'atHome',
          idNumber,
          subsidy: 'none',
          reason: '已随家庭在户籍地参加城乡居民医保。',
          proof: [await demoAttachment(db, tenantId, s.id, '医保参保凭证.png', clock.at(-30))],
          phone,
        }
      : {
          academicYear: year,
          insuredStatus: 'atSchool',
          idNumber,
          subsidy: subsidised ? SUBSIDIES[index % SUBSIDIES.length]! : 'none',
          premium: subsidised ? 0 : 400,
          phone,
        };
    const asked = -Math.min(sinceStart, 10 + (index % 30));
    const payState = subsidised ? 'exempt' : atHome ? 'insured' : index % 4 === 0 ? 'paid' : 'insured';
    const steps: DemoStep[] =
      slot === 0
        ? []
        : slot === 1
          ? [{ vote: 'agree', at: clock.at(asked + 1, 10), opinion: '信息无误' }]
          : [
              { vote: 'agree', at: clock.at(asked + 1, 10), opinion: '信息无误' },
              { vote: 'agree', at: clock.at(asked + 3, 15), opinion: '已确认参保', edits: { payState } },
            ];
    await playRequest(db, tenantId, {
      processKey: 'bxgl_medical',
      studentId: s.id,
      data,
      at: clock.at(asked, 9 + (index % 10)),
      steps,
    });
    // One in four of the first classes' students also buys the accident insurance.
    if (s.classIndex < 2 && index % 4 === 1)
      await playRequest(db, tenantId, {
        processKey: 'bxgl_accident',
        studentId: s.id,
        data: {
          academicYear: year,
          plan: ['basic', 'standard', 'plus'][index % 3]!,
          insurer: ['picc', 'pingAn', 'chinaLife'][index % 3]!,
          period: [clock.day(asked + 5), clock.day(asked + 369)],
          idNumber,
          beneficiaryType: 'legal',
          phone,
        },
        at: clock.at(asked, 20),
        steps:
          slot === 0 ? [] : steps.map((step) => ({ ...step, edits: step.edits && { payState: 'paid' } })),
      });
  }
}
