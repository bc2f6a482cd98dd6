import { defineAffairGroup, localizedText as L } from '../../define.js';
import { WORK_ORDER_STAGE_COLUMN, WORK_ORDER_STAGE_DICTIONARY } from '../../work-order.js';
import type { LocalizedText } from '../../../forms/types.js';
import type { SettingDescriptor } from '../../policies.js';
import type { AffairColumn, AffairModuleSpec, GroupScreen } from '../../types.js';
import { DEFAULT_GRADE_BANDS } from './types.js';

export * from './types.js';

/**
 * Dormitories (宿舍, SPEC §2.4, MODULES.md §2, MODULES-RESEARCH §2-§3). Real rooms: buildings,
 * floors, rooms with a capacity and a sex, beds with at most one student each (server:
 * modules/affairs/modules/ssgl keeps them and the group's own API under /api/ssgl/v3/dorm/).
 * Requests run on the mechanism: a room change (the counsellor, then the dormitory office, who
 * may pick another free bed; approval moves the bed in the same transaction), living off campus
 * (counsellor, college, dormitory office), a holiday stay (counsellor, dormitory office), moving
 * out (counsellor, the dormitory office checks the room; approval frees the bed), checking in (a
 * student without a bed asks, the dormitory office picks the bed; approval places the student)
 * and repairs (the mechanism's work order, affairs/work-order.ts: accepted, repaired, rated by the
 * student, or closed unrated after the school's days).
 */

const students = ['student'];
const DORM_OFFICE = 'dorm_staff';

const bedColumn: AffairColumn = {
  key: 'bed',
  source: 'record',
  label: L('床位', '床位', 'Bed', 'ベッド'),
};
const mine = (...keys: string[]): AffairColumn[] => [
  { key: 'createTime', source: 'instance', primary: true },
  ...keys.map((key) => ({ key, source: 'form' as const })),
  { key: 'status', source: 'instance', format: 'status' },
  { key: 'curNode', source: 'instance' },
];
const review = (...keys: string[]): AffairColumn[] => [
  { key: 'name', source: 'starter', primary: true },
  { key: 'className', source: 'starter' },
  bedColumn,
  ...keys.map((key) => ({ key, source: 'form' as const })),
];

/** A module's detail (examine) page, shared by the student and the staff who read the request. */
const detail = (route: string, module: string, title: LocalizedText): GroupScreen => ({
  route,
  kind: 'detail',
  module,
  audience: 'all',
  title,
});
const reviewList = (route: string, module: string, title: LocalizedText): GroupScreen => ({
  route,
  kind: 'review',
  module,
  audience: 'review',
  entry: true,
  title,
});

/** A grade band of the inspections: the lowest total that earns the grade (types.ts GradeBands). */
const band = (
  key: string,
  value: number,
  [zh, tw, en, ja]: readonly string[],
  atLeast?: string,
): SettingDescriptor => ({
  key,
  ...(atLeast ? { atLeast } : {}),
  type: 'integer',
  default: value,
  min: 0,
  max: 100,
  unit: L('分', '分', 'points', '点'),
  label: L(
    `卫生检查“${zh}”最低分`,
    `衛生檢查「${tw}」最低分`,
    `Inspection "${en}" from`,
    `衛生点検「${ja}」の最低点`,
  ),
  help: L(
    '总分达到该分数即评为此等级（优秀 ≥ 良好 ≥ 合格），低于合格线为不合格；已录入的成绩不随之改变',
    '總分達到該分數即評為此等級（優秀 ≥ 良好 ≥ 合格），低於合格線為不合格；已錄入的成績不隨之改變',
    'A total at least this high earns the grade (excellent ≥ good ≥ pass); below the pass mark fails. Scores already entered keep their grade',
    '合計がこの点以上でこの評価（優 ≥ 良 ≥ 可）、可の点未満は不可。入力済みの評価は変わりません',
  ),
});

const plain = {
  audience: { apply: students, review: ['counsellor', 'college_staff', DORM_OFFICE] },
} satisfies Partial<AffairModuleSpec>;

export default defineAffairGroup({
  key: 'ssgl',
  service: 'ssgl',
  basePath: '/xgxt/ssgl',
  title: L('宿舍管理', '宿舍管理', 'Dormitory', '学生寮'),
  category: 'dormitory',
  manage: [DORM_OFFICE, 'office_staff', 'tenant_admin'],
  seesAllStudents: [DORM_OFFICE],
  default: { apply: 'studentLive', review: 'studentOccupancy' },
  screens: [
    {
      route: 'studentLive',
      kind: 'studentLive',
      audience: 'apply',
      entry: true,
      title: L('我的住宿', '我的住宿', 'My room', '自分の部屋'),
    },
    {
      route: 'changingDormitory',
      kind: 'changingDormitory',
      module: 'dormChange',
      audience: 'apply',
      entry: true,
      title: L('调换宿舍', '調換宿舍', 'Change room', '部屋の変更'),
    },
    {
      route: 'outsideLive',
      kind: 'apply',
      module: 'outsideLive',
      audience: 'apply',
      entry: true,
      title: L('校外住宿', '校外住宿', 'Live off campus', '学外居住'),
    },
    {
      route: 'stayOvernight',
      kind: 'apply',
      module: 'stayNight',
      audience: 'apply',
      entry: true,
      title: L('假期留宿', '假期留宿', 'Holiday stay', '休暇中の残留'),
    },
    {
      route: 'checkOut',
      kind: 'apply',
      module: 'checkOut',
      audience: 'apply',
      entry: true,
      title: L('退宿申请', '退宿申請', 'Move out', '退寮'),
    },
    {
      route: 'checkIn',
      kind: 'apply',
      module: 'checkIn',
      audience: 'apply',
      entry: true,
      title: L('入住申请', '入住申請', 'Check in', '入居申請'),
    },
    {
      route: 'reportRepair',
      kind: 'repairs',
      module: 'repair',
      audience: 'apply',
      entry: true,
      title: L('宿舍报修', '宿舍報修', 'Repairs', '修理依頼'),
    },
    {
      route: 'reportRepairForm',
      kind: 'apply',
      module: 'repair',
      audience: 'apply',
      title: L('我要报修', '我要報修', 'Report a repair', '修理を依頼'),
    },
    {
      route: 'studentOccupancy',
      kind: 'studentOccupancy',
      audience: 'review',
      entry: true,
      title: L('住宿情况', '住宿情況', 'Occupancy', '入居状況'),
    },
    {
      route: 'dormCheck',
      kind: 'dormCheck',
      audience: 'apply',
      entry: true,
      title: L('宿舍检查', '宿舍檢查', 'Room checks', '寮の点検'),
    },
    {
      route: 'reviewNotRules',
      kind: 'notRules',
      audience: 'review',
      entry: true,
      title: L('违纪登记', '違紀登記', 'Discipline', '規律違反'),
    },
    {
      route: 'reviewNotRules/add',
      kind: 'notRulesEdit',
      audience: 'review',
      title: L('登记违纪', '登記違紀', 'Record discipline', '規律違反を記録'),
    },
    {
      route: 'reviewNotRules/edit',
      kind: 'notRulesEdit',
      audience: 'review',
      title: L('修改违纪记录', '修改違紀記錄', 'Edit discipline record', '規律違反の記録を編集'),
    },
    {
      route: 'dormitoryinspection',
      kind: 'inspection',
      audience: 'review',
      entry: true,
      title: L('卫生检查', '衛生檢查', 'Inspections', '衛生点検'),
    },
    {
      route: 'PersonalInspection',
      kind: 'personalInspection',
      audience: 'review',
      entry: true,
      title: L('个人检查记录', '個人檢查記錄', 'Student checks', '学生の点検記録'),
    },
    reviewList(
      'reviewDormitoryChange',
      'dormChange',
      L('调宿审核', '調宿審核', 'Room changes', '部屋変更の審査'),
    ),
    reviewList(
      'reviewOutsideLive',
      'outsideLive',
      L('校外住宿审核', '校外住宿審核', 'Off-campus living', '学外居住の審査'),
    ),
    reviewList('reviewCheckOut', 'checkOut', L('退宿审核', '退宿審核', 'Moving out', '退寮の審査')),
    reviewList('reviewStayNight', 'stayNight', L('留宿审核', '留宿審核', 'Holiday stays', '残留の審査')),
    reviewList('reviewImmigration', 'checkIn', L('入住审核', '入住審核', 'Check-ins', '入居の審査')),
    reviewList('reviewRepair', 'repair', L('报修处理', '報修處理', 'Repair orders', '修理の対応')),
    detail(
      'reviewDormitoryChangeDetail',
      'dormChange',
      L('调宿申请详情', '調宿申請詳情', 'Room change', '部屋変更の詳細'),
    ),
    detail(
      'reviewOutsideLiveDetail',
      'outsideLive',
      L('校外住宿详情', '校外住宿詳情', 'Off-campus living', '学外居住の詳細'),
    ),
    detail('reviewCheckOutDetail', 'checkOut', L('退宿详情', '退宿詳情', 'Moving out', '退寮の詳細')),
    detail('reviewStayNightDetail', 'stayNight', L('留宿详情', '留宿詳情', 'Holiday stay', '残留の詳細')),
    detail(
      'reviewImmigrationDetail',
      'checkIn',
      L('入住申请详情', '入住申請詳情', 'Check-in', '入居申請の詳細'),
    ),
    detail('repairDetail', 'repair', L('报修详情', '報修詳情', 'Repair', '修理の詳細')),
  ],
  dictionaries: [WORK_ORDER_STAGE_DICTIONARY],
  settings: [
    band('gradeExcellent', DEFAULT_GRADE_BANDS.excellent, ['优秀', '優秀', 'Excellent', '優'], 'gradeGood'),
    band('gradeGood', DEFAULT_GRADE_BANDS.good, ['良好', '良好', 'Good', '良'], 'gradePass'),
    band('gradePass', DEFAULT_GRADE_BANDS.pass, ['合格', '合格', 'Pass', '可']),
  ],
  modules: [
    {
      key: 'dormChange',
      title: L('调换宿舍', '調換宿舍', 'Room change', '部屋変更'),
      summary: L(
        '选择空床位提交，辅导员审核后由宿管中心审批，批准后床位自动调整',
        '選擇空床位提交，輔導員審核後由宿管中心審批，批准後床位自動調整',
        'Pick a free bed; the counsellor, then the dormitory office approve, and your bed moves',
        '空きベッドを選んで申請。カウンセラーと寮管理センターの承認後にベッドが移ります',
      ),
      processKey: 'ssgl_dorm_change',
      process: { bpmn: 'dorm-change.bpmn', form: 'dorm-change.form.json' },
      applyRoute: 'changingDormitoryForm',
      audience: { apply: students, review: ['counsellor', DORM_OFFICE] },
      listed: false,
      lists: {
        mine: mine('targetBed'),
        review: [...review('targetBed', 'reasonType')],
      },
    },
    {
      ...plain,
      key: 'outsideLive',
      title: L('校外住宿', '校外住宿', 'Living off campus', '学外居住'),
      summary: L(
        '须家长知情同意书和安全承诺书；辅导员、学院、宿管中心依次审核',
        '須家長知情同意書和安全承諾書；輔導員、學院、宿管中心依次審核',
        "With the parent's consent letter and a safety pledge; the counsellor, the college and the dormitory office review",
        '保護者の同意書と安全誓約書が必要。カウンセラー・学部・寮管理センターが審査',
      ),
      processKey: 'ssgl_outside_live',
      process: { bpmn: 'outside-live.bpmn', form: 'outside-live.form.json' },
      applyRoute: 'outsideLive',
      lists: { mine: mine('period'), review: review('liveType', 'period') },
    },
    {
      ...plain,
      key: 'stayNight',
      title: L('假期留宿', '假期留宿', 'Holiday stay', '休暇中の残留'),
      summary: L(
        '寒暑假留校住宿：辅导员确认后由宿管中心统一安排留宿房间',
        '寒暑假留校住宿：輔導員確認後由宿管中心統一安排留宿房間',
        'Staying over the winter or summer break: the counsellor confirms, the dormitory office names the room',
        '冬・夏休みの残留：カウンセラー確認後、寮管理センターが部屋を指定',
      ),
      processKey: 'ssgl_stay_night',
      process: { bpmn: 'stay-night.bpmn', form: 'stay-night.form.json' },
      applyRoute: 'stayOvernight',
      audience: { apply: students, review: ['counsellor', DORM_OFFICE] },
      lists: { mine: mine('holiday', 'period'), review: review('holiday', 'period') },
    },
    {
      ...plain,
      key: 'checkOut',
      title: L('退宿', '退宿', 'Moving out', '退寮'),
      summary: L(
        '辅导员审核，宿管中心查房后办结，床位随即释放',
        '輔導員審核，宿管中心查房後辦結，床位隨即釋放',
        'The counsellor reviews; the dormitory office checks the room and frees the bed',
        'カウンセラーが審査し、寮管理センターが部屋を確認してベッドを空けます',
      ),
      processKey: 'ssgl_check_out',
      process: { bpmn: 'check-out.bpmn', form: 'check-out.form.json' },
      applyRoute: 'checkOut',
      audience: { apply: students, review: ['counsellor', DORM_OFFICE] },
      lists: { mine: mine('checkOutType', 'date'), review: review('checkOutType', 'date') },
    },
    {
      key: 'checkIn',
      title: L('入住', '入住', 'Check-in', '入居'),
      summary: L(
        '新生、复学或校外住宿返校等暂无床位的同学申请入住，宿管中心分配床位后即可入住',
        '新生、復學或校外住宿返校等暫無床位的同學申請入住，宿管中心分配床位後即可入住',
        'Without a bed (new, back from suspension or from off campus)? Ask here; the dormitory office gives you a bed',
        '新入生・復学・学外居住からの復帰などでベッドのない学生が申請し、寮管理センターがベッドを割り当てます',
      ),
      processKey: 'ssgl_check_in',
      process: { bpmn: 'check-in.bpmn', form: 'check-in.form.json' },
      applyRoute: 'checkIn',
      audience: { apply: students, review: [DORM_OFFICE] },
      lists: {
        mine: mine('checkInType', 'date'),
        review: [
          { key: 'name', source: 'starter', primary: true },
          { key: 'className', source: 'starter' },
          { key: 'checkInType', source: 'form' },
          { key: 'date', source: 'form' },
          { key: 'targetBed', source: 'form' },
        ],
      },
    },
    {
      key: 'repair',
      title: L('宿舍报修', '宿舍報修', 'Repair request', '修理依頼'),
      summary: L(
        '宿管中心受理并派人维修，完成后请您评价',
        '宿管中心受理並派人維修，完成後請您評價',
        'The dormitory office accepts it and sends a repairer; rate the work when it is done',
        '寮管理センターが受け付けて修理し、完了後に評価します',
      ),
      processKey: 'ssgl_repair',
      process: { bpmn: 'repair.bpmn', form: 'repair.form.json' },
      lockedFields: {
        // The order's trade (which repairers it goes to) is read from these (server ssgl/requests.ts).
        trade: L(
          '报修工种由此项确定',
          '報修工種由此項確定',
          "the repair's trade is read from it",
          '修理の職種がこの項目で決まります',
        ),
        category: L(
          '报修工种由此项确定',
          '報修工種由此項確定',
          "the repair's trade is read from it",
          '修理の職種がこの項目で決まります',
        ),
        // The work order's stage and rating (affairs/work-order.ts) are read from these.
        ...Object.fromEntries(
          ['worker', 'workerNote', 'rating', 'ratingComment'].map((key) => [
            key,
            L(
              '工单进度和评价读取此项',
              '工單進度和評價讀取此項',
              "the work order's stage and rating read it",
              '作業の進捗と評価が参照します',
            ),
          ]),
        ),
      },
      applyRoute: 'reportRepairForm',
      audience: { apply: students, review: [DORM_OFFICE] },
      finalLabel: L('已评价', '已評價', 'Rated', '評価済み'),
      settings: [
        {
          key: 'autoCloseDays',
          label: L(
            '未评价自动办结天数',
            '未評價自動辦結天數',
            'Close unrated repairs after',
            '未評価の自動完了日数',
          ),
          type: 'integer',
          default: 7,
          min: 0,
          max: 60,
          unit: L('天', '天', 'days', '日'),
          help: L(
            '维修完成后学生逾期未评价的，系统自动办结；0 表示不自动办结',
            '維修完成後學生逾期未評價的，系統自動辦結；0 表示不自動辦結',
            'A repair the student has not rated this many days after it was done is closed; 0 never closes',
            '修理完了後、この日数を過ぎても未評価の場合は自動で完了。0 は自動完了しない',
          ),
        },
      ],
      lists: {
        mine: [
          { key: 'category', source: 'form', primary: true },
          { key: 'description', source: 'form' },
          WORK_ORDER_STAGE_COLUMN,
          { key: 'createTime', source: 'instance' },
        ],
        review: [
          { key: 'name', source: 'starter', primary: true },
          bedColumn,
          { key: 'category', source: 'form' },
          {
            key: 'trade',
            source: 'record',
            label: L('工种', '工種', 'Trade', '職種'),
            options: {
              plumbing: L('水工', '水工', 'Plumbing', '配管'),
              electrical: L('电工', '電工', 'Electrical', '電気'),
              carpentry: L('木工', '木工', 'Carpentry', '木工'),
              network: L('网络', '網路', 'Network', 'ネットワーク'),
              hvac: L('空调暖通', '空調暖通', 'Heating and air conditioning', '空調'),
              general: L('综合维修', '綜合維修', 'General repairs', '総合修理'),
            },
          },
          { key: 'description', source: 'form' },
          { key: 'createTime', source: 'instance' },
        ],
      },
    },
  ],
});
