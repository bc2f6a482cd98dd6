import { defineAffairGroup, localizedText as L } from '../../define.js';
import { WORK_ORDER_STAGE_COLUMN, WORK_ORDER_STAGE_DICTIONARY } from '../../work-order.js';

export * from './types.js';

/**
 * Campus services (SPEC §2.4 "service and insurance" without insurance, and the leaving-school
 * page; MODULES.md §13, MODULES-RESEARCH §15-§16), under /xgxt/jczy and /api/jczy/v3 (the
 * "basic resources" service: classes, their students and their rooms). Classroom repairs run on
 * the mechanism as a work order (reported, accepted, being repaired, done, rated); the class
 * register, the teachers' roll call with "on leave" filled from approved leaves, the students'
 * attendance and the graduates' clearance checklist are the group's own API (api.ts; server:
 * modules/affairs/modules/jczy).
 */

const LOGISTICS = 'logistics_staff';
/** Who marks a step of leaving school, or reads the register and attendance of classes in their charge. */
const CLASS_STAFF = ['counsellor', 'college_staff', 'office_staff'];
const CLEARANCE_STAFF = [...CLASS_STAFF, 'dorm_staff', 'library_staff', 'finance_staff'];
/** Anyone in a classroom may report what is broken there; staff of every office reach the group this way. */
const REPORTERS = ['student', 'teacher', ...CLEARANCE_STAFF];

export default defineAffairGroup({
  key: 'jczy',
  service: 'jczy',
  basePath: '/xgxt/jczy',
  title: L('校园服务', '校園服務', 'Campus services', 'キャンパスサービス'),
  category: 'daily',
  manage: ['office_staff', 'tenant_admin', LOGISTICS],
  seesAllStudents: [LOGISTICS],
  default: { apply: 'repair', review: 'repairReview' },
  screens: [
    {
      route: 'repair',
      kind: 'workOrders',
      module: 'classroomRepair',
      audience: 'apply',
      entry: true,
      title: L('教室报修', '教室報修', 'Classroom repairs', '教室の修理依頼'),
    },
    {
      route: 'repairReview',
      kind: 'review',
      module: 'classroomRepair',
      audience: 'review',
      entry: true,
      title: L('报修处理', '報修處理', 'Repair orders', '修理の対応'),
    },
    {
      route: 'classRegister',
      kind: 'classRegister',
      audience: 'all',
      roles: ['student', ...CLASS_STAFF],
      entry: true,
      title: L('班级日志', '班級日誌', 'Class register', 'クラス日誌'),
    },
    {
      route: 'attendanceTeacher',
      kind: 'attendanceTeacher',
      audience: 'all',
      roles: ['teacher'],
      entry: true,
      title: L('课堂点名', '課堂點名', 'Roll call', '出欠確認'),
    },
    {
      route: 'attendanceRates',
      kind: 'attendanceRates',
      audience: 'all',
      roles: CLASS_STAFF,
      entry: true,
      title: L('班级出勤率', '班級出勤率', 'Class attendance', 'クラスの出席率'),
    },
    {
      route: 'attendanceStudent',
      kind: 'attendanceStudent',
      audience: 'all',
      roles: ['student'],
      entry: true,
      title: L('我的考勤', '我的考勤', 'My attendance', '自分の出欠'),
    },
    {
      route: 'leavingSchool',
      kind: 'leavingSchool',
      audience: 'all',
      roles: ['student', ...CLEARANCE_STAFF],
      // A student's checklist comes in their last year: the entry is offered to the graduating cohort.
      cohort: 'graduating',
      entry: true,
      title: L('离校手续', '離校手續', 'Leaving school', '卒業時の手続き'),
    },
  ],
  dictionaries: [WORK_ORDER_STAGE_DICTIONARY],
  modules: [
    {
      key: 'classroomRepair',
      title: L('教室报修', '教室報修', 'Classroom repair', '教室の修理依頼'),
      summary: L(
        '教室、实验室等公共教学场所的设施报修，后勤受理并派人维修，完成后请您评价',
        '教室、實驗室等公共教學場所的設施報修，後勤受理並派人維修，完成後請您評價',
        'Something broken in a classroom or lab: logistics accepts it and sends a repairer; rate the work when it is done',
        '教室や実験室の設備の修理依頼。後勤が受け付けて修理し、完了後に評価します',
      ),
      processKey: 'jczy_repair',
      process: { bpmn: 'repair.bpmn', form: 'repair.form.json' },
      applyRoute: 'repairForm',
      audience: { apply: REPORTERS, review: [LOGISTICS] },
      finalLabel: L('已评价', '已評價', 'Rated', '評価済み'),
      lists: {
        mine: [
          { key: 'room', source: 'form', primary: true },
          { key: 'category', source: 'form' },
          { key: 'description', source: 'form' },
          WORK_ORDER_STAGE_COLUMN,
          { key: 'createTime', source: 'instance' },
        ],
        review: [
          { key: 'room', source: 'form', primary: true },
          { key: 'building', source: 'form' },
          { key: 'category', source: 'form' },
          { key: 'name', source: 'starter' },
          { key: 'createTime', source: 'instance' },
        ],
      },
    },
  ],
});
