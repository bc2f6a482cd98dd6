import type { GroupExtraStatistics, Language } from '@campus/contract';
import type { InspectionGrade } from '@campus/contract/affairs/ssgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { ModuleScope } from '../../extension.js';
import { texts as T } from '../../group-refusal.js';
import * as beds from './beds-repo.js';

/**
 * The dormitory's own figures on the group's statistics screen (the mechanism's `statistics`
 * hook): the school's occupancy rate, occupied and free beds, each building's rate and free beds,
 * and the grades of the latest published room inspection. School-wide, as the occupancy screen
 * and the inspection sheets are for the group's staff.
 */
const TEXTS = {
  rate: T('入住率', '入住率', 'Occupancy', '入居率'),
  occupied: T('已住床位', '已住床位', 'Beds taken', '使用中のベッド'),
  free: T('空余床位', '空餘床位', 'Free beds', '空きベッド'),
  rateByBuilding: T(
    '各楼栋入住率（%）',
    '各樓棟入住率（%）',
    'Occupancy by building (%)',
    '棟別の入居率（%）',
  ),
  freeByBuilding: T('各楼栋空余床位', '各樓棟空餘床位', 'Free beds by building', '棟別の空きベッド'),
  grades: T(
    '最近一次寝室卫生检查等级分布',
    '最近一次寢室衛生檢查等級分佈',
    'Grades of the latest room inspection',
    '直近の部屋の衛生点検の評価分布',
  ),
};

const GRADES: Record<InspectionGrade, ReturnType<typeof T>> = {
  excellent: T('优秀', '優秀', 'Excellent', '優'),
  good: T('良好', '良好', 'Good', '良'),
  pass: T('合格', '合格', 'Pass', '可'),
  fail: T('不合格', '不合格', 'Fail', '不可'),
};

const percent = (rate: number) => Math.round(rate * 1000) / 10;

/** How the rooms of the latest published room round were graded. */
async function latestGrades(db: Kysely<DB>, tenantId: string) {
  const round = await db
    .selectFrom('dormInspectionRound')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('kind', '=', 'room')
    .where('state', '=', 'published')
    .orderBy('startDate', 'desc')
    .executeTakeFirst();
  if (!round) return [];
  return db
    .selectFrom('dormInspectionScore')
    .select(['grade', (eb) => eb.fn.countAll<number>().as('count')])
    .where('roundId', '=', round.id)
    .groupBy('grade')
    .execute();
}

export async function dormStatistics(scope: ModuleScope, lang: Language): Promise<GroupExtraStatistics> {
  const [buildings, grades] = await Promise.all([
    beds.buildings(scope.db, scope.tenantId),
    latestGrades(scope.db, scope.tenantId),
  ]);
  const totals = beds.sumFigures(buildings);
  const gradeCount = new Map(grades.map((g) => [g.grade, Number(g.count)]));
  return {
    figures: [
      { key: 'rate', label: TEXTS.rate[lang], value: percent(totals.rate), unit: '%' },
      { key: 'occupied', label: TEXTS.occupied[lang], value: totals.occupied, unit: '' },
      { key: 'free', label: TEXTS.free[lang], value: totals.free, unit: '' },
    ],
    charts: [
      {
        key: 'rateByBuilding',
        title: TEXTS.rateByBuilding[lang],
        kind: 'bar',
        unit: '%',
        counts: buildings.map((b) => ({ key: b.code, label: b.name, count: percent(b.rate) })),
      },
      {
        key: 'freeByBuilding',
        title: TEXTS.freeByBuilding[lang],
        kind: 'bar',
        unit: '',
        counts: buildings.map((b) => ({ key: b.code, label: b.name, count: b.free })),
      },
      ...(grades.length
        ? [
            {
              key: 'inspectionGrades',
              title: TEXTS.grades[lang],
              kind: 'pie' as const,
              unit: '',
              counts: (Object.keys(GRADES) as InspectionGrade[])
                .map((grade) => ({
                  key: grade,
                  label: GRADES[grade][lang],
                  count: gradeCount.get(grade) ?? 0,
                }))
                .filter((c) => c.count > 0),
            },
          ]
        : []),
    ],
  };
}
