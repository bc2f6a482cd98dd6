import { defineAffairGroup, localizedText as L } from '../../define.js';
import { recordFields } from '../../policies.js';
import type { AffairColumn, AffairModuleSpec } from '../../types.js';

/**
 * Honours (荣誉称号, SPEC §2.4, MODULES.md §7, MODULES-RESEARCH §8), served under the
 * scholarships' prefix (/api/jxj/v3: 评奖评优 is one office's work). Two modules, each a form with
 * the honour chosen in it, so one application per student per batch (三好学生 and 优秀学生干部 are
 * not both held in one year): personal honours (三好学生, 优秀学生干部, 优秀毕业生...) and
 * collective ones (先进班集体, 文明宿舍...), applied for by whoever speaks for the collective: a class
 * by its monitor or its counsellor, a room by one who lives in it, picked from those (the
 * mechanism's `collective`; nobody names a class they do not lead or counsel). Yearly batches with
 * places per college, the chain counsellor -> college (quota) -> office (a counsellor's own
 * application goes straight to the college), then publicity with objections. Neither while a sanction is in force (the discipline group writes
 * student_sanction); personal honours also from the second year, with no failed course.
 */
const columns = (...keys: string[]): AffairColumn[] => [
  { key: 'name', source: 'starter', primary: true },
  { key: 'className', source: 'starter' },
  ...keys.map((key) => ({ key, source: 'form' as const })),
];
const mine: AffairColumn[] = [
  { key: 'honour', source: 'form', primary: true },
  { key: 'createTime', source: 'instance' },
  { key: 'status', source: 'instance' },
  { key: 'curNode', source: 'instance' },
];

const honour = {
  audience: { apply: ['student'], review: ['counsellor', 'college_staff', 'office_staff'] },
  batches: { perStudent: 1, publicityDays: 5, minPublicityDays: 3 },
  quota: { node: 'college' },
  outcome: { field: 'honour' },
  process: { bpmn: 'honour-chain.bpmn', form: '' },
  finalLabel: L('已授予', '已授予', 'Awarded', '授与済み'),
} satisfies Partial<AffairModuleSpec>;

export default defineAffairGroup({
  key: 'rych',
  service: 'jxj',
  basePath: '/xgxt/honour',
  title: L('荣誉称号', '榮譽稱號', 'Honours', '表彰'),
  category: 'funding',
  default: { apply: 'honourPersonalList', review: 'review' },
  screens: [
    {
      route: 'honourPersonalList',
      kind: 'schemes',
      module: 'personalHonour',
      audience: 'apply',
      entry: true,
      title: L('个人荣誉', '個人榮譽', 'Personal honours', '個人表彰'),
    },
    {
      route: 'honourCollectiveList',
      kind: 'schemes',
      module: 'collectiveHonour',
      audience: 'apply',
      entry: true,
      title: L('集体荣誉', '集體榮譽', 'Collective honours', '団体表彰'),
    },
    { route: 'honourRecord', kind: 'records', audience: 'apply', entry: true },
    { route: 'honourPublicity', kind: 'publicity', audience: 'all', entry: true },
  ],
  modules: [
    {
      ...honour,
      key: 'personalHonour',
      applyRoute: 'honourPersonalForm',
      title: L('个人荣誉称号', '個人榮譽稱號', 'Personal honour', '個人表彰'),
      summary: L(
        '三好学生、优秀学生干部、优秀毕业生等；二年级及以上，无不及格课程，本学年无处分',
        '三好學生、優秀學生幹部、優秀畢業生等；二年級及以上，無不及格課程，本學年無處分',
        'Merit student, outstanding cadre, outstanding graduate...; year 2 and above, no failed course, no sanction this year',
        '三好学生・優秀学生幹部・優秀卒業生など。2年次以上、不合格科目なし、本年度処分なし',
      ),
      subject: L(
        '{starter.name}的个人荣誉称号申请',
        '{starter.name}的個人榮譽稱號申請',
        'Personal honour: {starter.name}',
        '{starter.name}の個人表彰申請',
      ),
      processKey: 'rych_personal',
      process: { ...honour.process, form: 'personal.form.json' },
      // Filled from the evaluation and grades (read-only; typed only where the school has none).
      recordFields: recordFields('gpa', 'majorRank', 'majorSize', 'failedCourses'),
      eligibility: [
        { kind: 'yearOfStudy', min: 2 },
        { kind: 'noSanction' },
        { kind: 'formMax', field: 'failedCourses', max: 0 },
      ],
      publicity: { columns: ['honour'] },
      lists: { mine, review: columns('honour', 'gpa', 'majorRank') },
    },
    {
      ...honour,
      key: 'collectiveHonour',
      applyRoute: 'honourCollectiveForm',
      title: L('集体荣誉称号', '集體榮譽稱號', 'Collective honour', '団体表彰'),
      summary: L(
        '先进班集体、优良学风班、文明宿舍等；班级由班长或辅导员申请，宿舍由宿舍成员申请',
        '先進班集體、優良學風班、文明宿舍等；班級由班長或輔導員申請，宿舍由宿舍成員申請',
        'Advanced class, good study culture class, civilised room...; a class is applied for by its monitor or counsellor, a room by a resident',
        '先進クラス・優良学風クラス・模範寮室など。クラスは委員長またはカウンセラー、寮室は寮生が申請',
      ),
      subject: L(
        '{starter.name}代表{unitName}的集体荣誉称号申请',
        '{starter.name}代表{unitName}的集體榮譽稱號申請',
        'Collective honour for {unitName}: {starter.name}',
        '{unitName}の団体表彰申請（{starter.name}）',
      ),
      processKey: 'rych_collective',
      // A counsellor applies for the classes they counsel, as a class monitor does for theirs.
      audience: { ...honour.audience, apply: ['student', 'counsellor'] },
      process: { bpmn: 'collective-chain.bpmn', form: 'collective.form.json' },
      eligibility: [{ kind: 'noSanction' }],
      collective: { field: 'unitName', by: 'honour', rooms: ['civilisedDorm'] },
      publicity: { columns: ['honour', 'unitName'] },
      lists: {
        mine: [...mine.slice(0, 1), { key: 'unitName', source: 'form' }, ...mine.slice(1)],
        review: columns('honour', 'unitName', 'members'),
      },
    },
  ],
});
