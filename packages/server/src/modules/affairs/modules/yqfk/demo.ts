import { EPIDEMIC_STAFF, GATE_GUARD } from '@campus/contract/affairs/yqfk';
import { newId } from '../../../../lib/ids.js';
import { demoClock } from '../../demo/clock.js';
import { seedOffices, type Office } from '../../demo/offices.js';
import { playRequest } from '../../demo/play.js';
import { texts as T } from '../../group-refusal.js';
import type { SeedContext } from '../../extension.js';
import { studentsOfCounsellors } from '../../counsellors.js';
import { FOLLOW_UP_PROCESS } from './follow-up.js';

/**
 * The epidemic-control demo: the office's epidemic-control role in every school and, in the first
 * school, its staff member `yqfk_office` 周立新 (password Demo@2026); the gate's role (门岗, who
 * scan students' passes out and back in) and its guard `yqfk_gate` 孙建国; the daily report stays
 * switched off (the school's default), but the demo counsellor's first class has the last five
 * days' reports, one of them a fever its counsellor followed up. The named demo students are left
 * out, so the journeys report for them. Reports are written in one batch.
 */
export const EPIDEMIC_OFFICE: Office = {
  role: EPIDEMIC_STAFF,
  roleName: T('疫情防控办公室', '疫情防控辦公室', 'Epidemic-control office', '感染症対策室'),
  org: { code: 'YQFK', name: '疫情防控办公室' },
  accounts: [
    {
      account: 'yqfk_office',
      fullname: '周立新',
      pinyin: 'zlx',
      gender: 'male',
      mobile: '13934340001',
      title: '疫情防控专员',
    },
  ],
};

/** The gate (保卫处门岗): scans students' campus-exit passes, nothing else (yqfk/gate.ts). */
export const GATE_OFFICE: Office = {
  role: GATE_GUARD,
  roleName: T('门岗', '門崗', 'Gate guard', '門衛'),
  org: { code: 'BWC', name: '保卫处' },
  accounts: [
    {
      account: 'yqfk_gate',
      fullname: '孙建国',
      pinyin: 'sjg',
      gender: 'male',
      mobile: '13934340002',
      title: '门岗',
    },
  ],
};

const DAYS = 5;

export async function seedHealthReports({
  db,
  tenantId,
  now,
  accounts,
  primary,
}: SeedContext): Promise<void> {
  await seedOffices(db, tenantId, now, [EPIDEMIC_OFFICE, GATE_OFFICE], {
    counsellor: accounts.counsellor,
    primary,
  });
  if (!primary || !accounts.counsellor) return;
  const clock = demoClock(now);
  const classes = await studentsOfCounsellors(db, tenantId)
    .innerJoin('appUser as c', 'c.id', 'd.userId')
    .select(['u.id', 'm.orgId', 'u.account'])
    .where('c.account', '=', accounts.counsellor)
    .where('m.status', '=', 'active')
    .orderBy('m.orgId')
    .orderBy('m.number')
    .execute();
  const firstClass = classes[0]?.orgId;
  const students = classes.filter((s) => s.orgId === firstClass && !accounts.student.includes(s.account));
  if (students.length === 0) return;
  const rows = students.flatMap((student, i) =>
    Array.from({ length: DAYS }, (_, d) => d).flatMap((d) => {
      const ago = DAYS - d;
      // Most report every day; every fourth student missed the day before yesterday.
      if (i % 4 === 3 && ago === 2) return [];
      const fever = i === 0 && ago === 3;
      return [
        {
          id: newId(),
          tenantId,
          studentId: student.id,
          reportDate: clock.day(-ago),
          temperature: fever ? 38.2 : 36.3 + ((i + d) % 5) / 10,
          symptoms: JSON.stringify(fever ? ['fever', 'cough'] : []),
          location: 'onCampus',
          contact: 0,
          note: '',
          abnormal: fever ? 1 : 0,
          followUpId: null,
          reportedAt: clock.at(-ago, 8, (i * 3) % 60),
        },
      ];
    }),
  );
  await db.insertInto('healthReport').values(rows).execute();
  const fever = rows.find((r) => r.abnormal === 1)!;
  const followUpId = await playRequest(db, tenantId, {
    processKey: FOLLOW_UP_PROCESS,
    studentId: fever.studentId,
    data: { reportDate: fever.reportDate, reportId: fever.id, findings: '38.2°C；发热；咳嗽' },
    at: fever.reportedAt,
    steps: [
      {
        vote: 'agree',
        at: fever.reportedAt + 2 * 3_600_000,
        opinion: '已联系',
        edits: { followUp: '已电话联系，陪同到校医院就诊，诊断为普通感冒，居寝休息两天后复课。' },
      },
    ],
  });
  await db.updateTable('healthReport').set({ followUpId }).where('id', '=', fever.id).execute();
}
