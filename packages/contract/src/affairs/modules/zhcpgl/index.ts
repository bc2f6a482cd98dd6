import { defineAffairGroup, localizedText as L } from '../../define.js';
import type { SettingDescriptor } from '../../policies.js';
import type { AffairColumn } from '../../types.js';

export * from './types.js';

/**
 * Comprehensive evaluation (综合测评, SPEC §2.4, MODULES.md §9, MODULES-RESEARCH §11): a score per
 * student per academic year from weighted parts (moral, academic from course grades, sports) plus
 * approved bonus items (capped); the weights are the school's settings of the bonus module. A
 * student applies for a bonus item with evidence, the counsellor approves, the item is publicised
 * (objections: an upheld one reopens the item, so it stops counting). Ranks in class and major
 * feed the scholarships (eligibility rule `evaluationRank`, read through the fact of the same
 * name). Server: modules/affairs/modules/zhcpgl; own screens: scores, classScores.
 */
const percent = L('%', '%', '%', '%');
const points = L('分', '分', 'points', '点');

const weight = (key: string, value: number, label: ReturnType<typeof L>): SettingDescriptor => ({
  key,
  type: 'integer',
  default: value,
  unit: percent,
  min: 0,
  max: 100,
  label,
  help: L(
    '各部分权重按比例折算（占权重之和的比例）',
    '各部分權重按比例折算（佔權重之和的比例）',
    "Each part counts by its share of the weights' sum",
    '各部分は重みの合計に対する割合で計算',
  ),
});

const review: AffairColumn[] = [
  { key: 'name', source: 'starter', primary: true },
  { key: 'className', source: 'starter' },
  { key: 'category', source: 'form' },
  { key: 'level', source: 'form' },
  { key: 'itemName', source: 'form' },
  { key: 'points', source: 'form' },
];
const mine: AffairColumn[] = [
  { key: 'itemName', source: 'form', primary: true },
  { key: 'category', source: 'form' },
  { key: 'level', source: 'form' },
  { key: 'status', source: 'instance', format: 'status' },
  { key: 'createTime', source: 'instance' },
];

export default defineAffairGroup({
  key: 'zhcpgl',
  service: 'zhcpgl',
  basePath: '/xgxt/zhcpgl',
  title: L('综合测评', '綜合測評', 'Comprehensive evaluation', '総合評価'),
  category: 'other',
  default: { apply: 'scores', review: 'classScores' },
  screens: [
    {
      route: 'scores',
      kind: 'evaluationMine',
      audience: 'apply',
      entry: true,
      title: L('我的测评成绩', '我的測評成績', 'My evaluation', '私の総合評価'),
    },
    { route: 'bonusApply', kind: 'apply', module: 'bonusApply', audience: 'apply', entry: true },
    { route: 'bonusList', kind: 'records', audience: 'apply', entry: true },
    { route: 'scorePublicity', kind: 'publicity', audience: 'all', entry: true },
    {
      route: 'classScores',
      kind: 'evaluationClass',
      audience: 'review',
      entry: true,
      title: L('班级测评成绩', '班級測評成績', 'Class scores', 'クラスの評価'),
    },
  ],
  modules: [
    {
      key: 'bonusApply',
      title: L('加分申请', '加分申請', 'Bonus application', '加点申請'),
      summary: L(
        '竞赛、学生干部、志愿服务等加分项目，附证明材料，辅导员审核后公示',
        '競賽、學生幹部、志願服務等加分項目，附證明材料，輔導員審核後公示',
        'Contests, offices held, volunteering and more, with evidence; the counsellor approves, then publicity',
        'コンテスト・学生役員・ボランティア等の加点（証明書類付き）。カウンセラー承認後に公示',
      ),
      subject: L(
        '{starter.name}的加分申请：{itemName}',
        '{starter.name}的加分申請：{itemName}',
        'Bonus application of {starter.name}: {itemName}',
        '{starter.name}の加点申請：{itemName}',
      ),
      processKey: 'zhcpgl_bonus',
      process: { bpmn: 'bonus-chain.bpmn', form: 'bonus.form.json' },
      audience: { apply: ['student'], review: ['counsellor', 'college_staff', 'office_staff'] },
      batches: { perStudent: 20, publicityDays: 3, minPublicityDays: 1 },
      publicity: { columns: ['category', 'level', 'itemName', 'points'] },
      finalLabel: L('已计分', '已計分', 'Counted', '加点済み'),
      settings: [
        weight('moralWeight', 20, L('德育权重', '德育權重', 'Moral weight', '徳育の重み')),
        weight('academicWeight', 70, L('智育权重', '智育權重', 'Academic weight', '知育の重み')),
        weight('sportsWeight', 10, L('体育权重', '體育權重', 'Sports weight', '体育の重み')),
        {
          key: 'bonusCap',
          type: 'number',
          default: 10,
          unit: points,
          min: 0,
          max: 30,
          label: L('加分上限', '加分上限', 'Bonus cap', '加点の上限'),
        },
      ],
      lists: { mine, review },
    },
  ],
});
