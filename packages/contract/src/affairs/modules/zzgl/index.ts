import { defineAffairGroup, localizedText as L } from '../../define.js';
import type { AffairModuleSpec } from '../../types.js';

export * from './work-study.js';

/**
 * Financial aid (资助, SPEC §2.4, MODULES.md §5, MODULES-RESEARCH §6). Hardship recognition sets a
 * level on record for the year (outcome kind 'hardship', also recorded by cjxy's scored form),
 * which the grant, the inspirational scholarship and work-study read. The national grant pays per
 * term by tier; student loans are recorded and confirmed; the temporary allowance goes to the aid
 * centre above its first tier; the green channel defers a freshman's fees. Work-study (posts with
 * places, placements, hours within the national caps) is the group's own code
 * (server: modules/affairs/modules/zzgl).
 */
const yuan = { 'zh-CN': '元', 'zh-TW': '元', 'en-US': 'yuan', 'ja-JP': '元' };

const students = ['student'];
const staff = ['counsellor', 'college_staff', 'office_staff'];
const LEVELS = ['special', 'difficult', 'general'];

const review = (...keys: string[]) => [
  { key: 'name', source: 'starter' as const, primary: true },
  { key: 'className', source: 'starter' as const },
  ...keys.map((key) => ({ key, source: 'form' as const })),
];
const mine = [
  { key: 'createTime', source: 'instance' as const, primary: true },
  { key: 'status', source: 'instance' as const },
  { key: 'curNode', source: 'instance' as const },
];

/**
 * The student's list of a yearly scheme: the batch as the card's title (it names the scheme and
 * the year; the card's footer already says when it was sent), the level or tier decided, the state.
 */
const decided = (label: ReturnType<typeof L>) => [
  { key: 'batch', source: 'instance' as const, primary: true },
  { key: 'outcome', source: 'instance' as const, label, dictionary: 'hardship_level' },
  { key: 'status', source: 'instance' as const },
  { key: 'curNode', source: 'instance' as const },
];
const RECOGNISED = L('认定等级', '認定等級', 'Level recognised', '認定レベル');

const hardship = {
  audience: { apply: students, review: staff },
  batches: { perStudent: 1, publicityDays: 5, minPublicityDays: 5 },
  outcome: { field: 'level', kind: 'hardship' },
  publicity: { columns: ['level'] },
  finalLabel: L('已认定', '已認定', 'Recognised', '認定済み'),
  lists: { mine: decided(RECOGNISED), review: review('suggestedLevel', 'annualIncome', 'specialGroups') },
} satisfies Partial<AffairModuleSpec>;

export default defineAffairGroup({
  key: 'zzgl',
  service: 'zzgl',
  basePath: '/xgxt/zzgl',
  title: L('学生资助', '學生資助', 'Financial aid', '学生支援'),
  category: 'funding',
  default: { apply: 'index', review: 'review' },
  screens: [
    {
      route: 'hardshipList',
      kind: 'mine',
      module: 'hardship',
      audience: 'apply',
      entry: true,
      title: L('困难认定', '困難認定', 'Hardship recognition', '困難認定'),
    },
    {
      route: 'hardshipForm',
      kind: 'apply',
      module: 'hardship',
      audience: 'apply',
      title: L('困难认定申请', '困難認定申請', 'Apply for hardship recognition', '困難認定の申請'),
    },
    {
      route: 'familyMemberAdd',
      kind: 'apply',
      module: 'hardship',
      audience: 'apply',
      focus: 'members',
      title: L('添加家庭成员', '新增家庭成員', 'Add a family member', '家族を追加'),
    },
    {
      route: 'grant',
      kind: 'mine',
      module: 'grant',
      audience: 'apply',
      entry: true,
      title: L('国家助学金', '國家助學金', 'National grant', '国家助学金'),
    },
    { route: 'grantForm', kind: 'apply', module: 'grant', audience: 'apply' },
    {
      route: 'aidPublicity',
      kind: 'publicity',
      audience: 'all',
      entry: true,
      title: L('资助公示', '資助公示', 'Aid publicity', '支援の公示'),
    },
    {
      route: 'payoutQuery',
      kind: 'payouts',
      audience: 'apply',
      entry: true,
      title: L('发放查询', '發放查詢', 'Payouts', '支給状況'),
    },
    {
      route: 'loan',
      kind: 'mine',
      module: 'loan',
      audience: 'apply',
      entry: true,
      title: L('助学贷款', '助學貸款', 'Student loan', '奨学ローン'),
    },
    { route: 'loanForm', kind: 'apply', module: 'loan', audience: 'apply' },
    { route: 'tempHardshipForm', kind: 'apply', module: 'tempHardship', audience: 'apply' },
    { route: 'greenChannel', kind: 'apply', module: 'greenChannel', audience: 'apply' },
    {
      route: 'workStudy',
      kind: 'workStudy',
      audience: 'all',
      entry: true,
      title: L('勤工助学', '勤工助學', 'Work-study', '勤労助学'),
    },
    { route: 'workStudyApply', kind: 'apply', module: 'workStudy', audience: 'apply' },
    {
      route: 'workStudyRecords',
      kind: 'workStudyRecords',
      audience: 'apply',
      title: L('我的岗位与工时', '我的崗位與工時', 'My posts and hours', '自分のポストと勤務時間'),
    },
    { route: 'resignationApply', kind: 'apply', module: 'resignation', audience: 'apply' },
    {
      route: 'resignationDetail',
      kind: 'detail',
      module: 'resignation',
      audience: 'all',
      title: L('离岗申请详情', '離崗申請詳情', 'Resignation', '退職届の詳細'),
    },
    {
      route: 'workStudyPosts',
      kind: 'workStudyPosts',
      audience: 'review',
      entry: true,
      title: L('岗位与工时管理', '崗位與工時管理', 'Posts and hours', 'ポストと勤務時間の管理'),
    },
  ],
  variants: [
    {
      key: 'cjxy',
      basePath: '/xgxt/cjxy_zzgl',
      inherit: true,
      screens: [
        {
          route: 'hardshipForm',
          kind: 'apply',
          module: 'hardshipCjxy',
          audience: 'apply',
          title: L('困难认定量化评价', '困難認定量化評價', 'Hardship assessment', '困難認定の評価'),
        },
      ],
    },
  ],
  dictionaries: [
    {
      typeKey: 'hardship_level',
      name: L('家庭经济困难等级', '家庭經濟困難等級', 'Hardship level', '家計困難レベル'),
      entries: [
        { key: 'special', name: L('特别困难', '特別困難', 'Especially difficult', '特別困難') },
        { key: 'difficult', name: L('困难', '困難', 'Difficult', '困難') },
        { key: 'general', name: L('一般困难', '一般困難', 'Somewhat difficult', '一般困難') },
        { key: 'none', name: L('不困难', '不困難', 'Not in hardship', '困難なし') },
      ],
    },
    {
      typeKey: 'work_study_post',
      name: L('勤工助学岗位', '勤工助學崗位', 'Work-study posts', '勤労助学ポスト'),
      entries: [],
      maintained: true,
    },
  ],
  modules: [
    {
      ...hardship,
      key: 'hardship',
      title: L('家庭经济困难认定', '家庭經濟困難認定', 'Financial hardship recognition', '家計困難認定'),
      summary: L(
        '每学年认定一次，结果用于助学金、励志奖学金和勤工助学',
        '每學年認定一次，結果用於助學金、勵志獎學金和勤工助學',
        'Once a year; the level decides the grant, the inspirational scholarship and work-study priority',
        '年1回の認定。助学金・励志奨学金・勤労助学の優先に使われます',
      ),
      processKey: 'zzgl_hardship',
      process: { bpmn: 'hardship-chain.bpmn', form: 'hardship.form.json' },
      applyRoute: 'hardshipForm',
      // One recognition a year, whichever form the school uses.
      eligibility: [{ kind: 'exclusive', modules: ['hardshipCjxy'] }],
    },
    {
      ...hardship,
      key: 'hardshipCjxy',
      title: L(
        '困难认定（量化评价）',
        '困難認定（量化評價）',
        'Hardship recognition (scored)',
        '困難認定（評価表）',
      ),
      summary: L(
        '按量化指标评分的认定申请',
        '按量化指標評分的認定申請',
        'Recognition with a scored assessment',
        '評価指標による認定申請',
      ),
      subject: '{starter.name}的家庭经济困难认定申请（量化评价）',
      processKey: 'zzgl_hardship_cjxy',
      process: { bpmn: 'hardship-chain.bpmn', form: 'hardship-cjxy.form.json' },
      applyRoute: 'hardshipForm',
      eligibility: [{ kind: 'exclusive', modules: ['hardship'] }],
      lists: { mine: decided(RECOGNISED), review: review('totalScore', 'suggestedLevel', 'annualIncome') },
    },
    {
      key: 'grant',
      title: L('国家助学金', '國家助學金', 'National grant', '国家助学金'),
      summary: L(
        '已认定家庭经济困难的学生，按档次每学期发放',
        '已認定家庭經濟困難的學生，按檔次每學期發放',
        'For students with a recognised hardship level, paid each term by tier',
        '家計困難の認定を受けた学生に、区分に応じて学期ごとに支給',
      ),
      processKey: 'zzgl_grant',
      process: { bpmn: 'grant-chain.bpmn', form: 'grant.form.json' },
      applyRoute: 'grantForm',
      audience: { apply: students, review: staff },
      batches: { perStudent: 1, publicityDays: 5, minPublicityDays: 5 },
      eligibility: [{ kind: 'outcome', outcome: 'hardship', values: LEVELS }],
      prefill: { requestedTier: { outcome: 'hardship' } },
      publicity: { columns: ['tier'] },
      outcome: { field: 'tier', amount: { settingByOutcome: 'tiers' } },
      payout: { plan: 'terms' },
      settings: [
        {
          key: 'tiers',
          type: 'moneyByOutcome',
          default: { special: 4400, difficult: 3700, general: 3000 },
          unit: yuan,
          national: true,
          label: L('各档次金额（每年）', '各檔次金額（每年）', 'Amount by tier a year', '区分ごとの年額'),
          help: L(
            '全国本专科生年均3700元，学校在范围内分档',
            '全國本專科生年均3700元，學校在範圍內分檔',
            'National average 3,700 yuan a year; the school sets the tiers around it',
            '全国平均は年3700元。学校が区分を設定',
          ),
        },
      ],
      finalLabel: L('已评定', '已評定', 'Granted', '決定'),
      lists: {
        mine: decided(L('核定档次', '核定檔次', 'Tier granted', '決定区分')),
        review: review('requestedTier', 'monthlyIncome'),
      },
    },
    {
      key: 'loan',
      title: L('助学贷款', '助學貸款', 'Student loan', '奨学ローン'),
      summary: L(
        '登记本学年的生源地信用助学贷款或校园地贷款，由资助中心确认回执',
        '登記本學年的生源地信用助學貸款或校園地貸款，由資助中心確認回執',
        "Record this year's home-county or campus loan; the aid centre confirms the receipt",
        '本年度の出身地・キャンパスローンを登録し、支援センターが確認します',
      ),
      processKey: 'zzgl_loan',
      process: { bpmn: 'loan-chain.bpmn', form: 'loan.form.json' },
      applyRoute: 'loanForm',
      audience: { apply: students, review: ['office_staff'] },
      batches: { perStudent: 1 },
      eligibility: [{ kind: 'formMaxSetting', field: 'amount', setting: 'maxUndergraduate' }],
      outcome: { amount: { field: 'amount' } },
      settings: [
        {
          key: 'maxUndergraduate',
          type: 'money',
          default: 20_000,
          unit: yuan,
          national: true,
          label: L(
            '本专科生每年最高额度',
            '本專科生每年最高額度',
            'Yearly cap (undergraduates)',
            '学部生の年間上限',
          ),
        },
      ],
      finalLabel: L('已确认', '已確認', 'Confirmed', '確認済み'),
      lists: { mine, review: review('bank', 'amount', 'contractNumber') },
    },
    {
      key: 'tempHardship',
      title: L('临时困难补助', '臨時困難補助', 'Temporary hardship allowance', '臨時困難補助'),
      summary: L(
        '遭遇突发困难时随时申请，一次性发放',
        '遭遇突發困難時隨時申請，一次性發放',
        'Any time after a sudden hardship; paid once',
        '突然の困難時にいつでも申請、一回払い',
      ),
      processKey: 'zzgl_temp_hardship',
      process: { bpmn: 'temp-hardship-chain.bpmn', form: 'temp-hardship.form.json' },
      applyRoute: 'tempHardshipForm',
      audience: { apply: students, review: staff },
      outcome: { amount: { field: 'amount' } },
      payout: { plan: 'once' },
      lists: { mine, review: review('cause', 'amount') },
    },
    {
      key: 'greenChannel',
      title: L('绿色通道', '綠色通道', 'Green channel', 'グリーンチャネル'),
      summary: L(
        '家庭经济困难的新生先报到、缓交学费',
        '家庭經濟困難的新生先報到、緩交學費',
        'New students in hardship enrol first and pay later',
        '家計困難の新入生は先に入学し、学費を後で納付',
      ),
      processKey: 'zzgl_green_channel',
      process: { bpmn: 'green-channel-chain.bpmn', form: 'green-channel.form.json' },
      applyRoute: 'greenChannel',
      audience: { apply: students, review: ['counsellor', 'office_staff'] },
      batches: { perStudent: 1 },
      eligibility: [{ kind: 'yearOfStudy', max: 1 }],
      prefill: { hardshipLevel: { outcome: 'hardship' } },
      outcome: { amount: { field: 'deferAmount' } },
      lists: { mine, review: review('mode', 'deferAmount', 'deadline') },
    },
    {
      key: 'workStudy',
      title: L('勤工助学岗位申请', '勤工助學崗位申請', 'Work-study application', '勤労助学の応募'),
      summary: L(
        '申请资助中心发布的校内岗位，困难学生优先',
        '申請資助中心發布的校內崗位，困難學生優先',
        'Apply for a campus post the aid centre publishes; students in hardship first',
        '支援センターが公開する学内ポストに応募（困難学生優先）',
      ),
      processKey: 'zzgl_work_study',
      process: { bpmn: 'work-study-chain.bpmn', form: 'work-study.form.json' },
      applyRoute: 'workStudyApply',
      audience: { apply: students, review: ['office_staff', 'college_staff'] },
      settings: [
        {
          key: 'maxHoursWeek',
          type: 'integer',
          default: 8,
          min: 1,
          max: 40,
          national: true,
          label: L('每周最多工时', '每週最多工時', 'Most hours a week', '週の上限時間'),
        },
        {
          key: 'maxHoursMonth',
          type: 'integer',
          default: 40,
          min: 1,
          max: 160,
          national: true,
          label: L('每月最多工时', '每月最多工時', 'Most hours a month', '月の上限時間'),
        },
        {
          key: 'minHourlyPay',
          type: 'money',
          default: 12,
          min: 1,
          max: 500,
          unit: yuan,
          national: true,
          label: L('临时岗位最低时薪', '臨時崗位最低時薪', 'Least hourly pay', '最低時給'),
        },
        {
          key: 'maxPosts',
          type: 'integer',
          default: 1,
          min: 1,
          max: 5,
          label: L(
            '每人同时在岗数',
            '每人同時在崗數',
            'Posts a student may hold',
            '一人あたりの同時ポスト数',
          ),
        },
      ],
      lists: { mine, review: review('postId', 'freeTimes') },
    },
    {
      key: 'resignation',
      title: L('勤工助学离岗', '勤工助學離崗', 'Work-study resignation', '勤労助学の退職'),
      processKey: 'zzgl_resignation',
      listed: false,
      process: { bpmn: 'resignation-chain.bpmn', form: 'resignation.form.json' },
      applyRoute: 'resignationApply',
      audience: { apply: students, review: ['office_staff', 'college_staff'] },
      lists: { mine, review: review('postId', 'lastDay', 'reason') },
    },
  ],
});
