import { defineAffairGroup, localizedText as L } from '../../define.js';

export * from './types.js';

/**
 * Activities (学生活动, SPEC §2.4, MODULES.md §12, MODULES-RESEARCH §13), under /xgxt/xshd and
 * /api/xshd/v3. Only holding an activity is an approval flow (`holdActivity`: the organiser, a
 * student of the union or a club, applies; the counsellor as guiding teacher, then the college's
 * league committee approve). Its approval publishes the activity: sign-up up to capacity with a
 * waiting list, sign-in with the mechanism's rotating QR code, the organiser's summary with
 * photos granting the credits, works for contests (types.ts; server: modules/affairs/modules/xshd).
 */
export const ACTIVITY_STAFF = ['counsellor', 'college_staff', 'office_staff'];

export default defineAffairGroup({
  key: 'xshd',
  service: 'xshd',
  basePath: '/xgxt/xshd',
  title: L('学生活动', '學生活動', 'Student activities', '学生活動'),
  category: 'daily',
  audience: { apply: ['student'], review: ACTIVITY_STAFF },
  default: { apply: 'activitySignUp', review: 'activityManage' },
  screens: [
    {
      route: 'activitySignUp',
      kind: 'activitySignUp',
      audience: 'all',
      roles: ['student'],
      entry: true,
      title: L('活动报名', '活動報名', 'Activities', '活動への参加申込'),
    },
    {
      route: 'activityApply',
      kind: 'apply',
      module: 'holdActivity',
      audience: 'apply',
      entry: true,
      title: L('活动申请', '活動申請', 'Hold an activity', '活動の開催申請'),
    },
    {
      route: 'activityManage',
      kind: 'activityManage',
      audience: 'all',
      entry: true,
      title: L('活动管理', '活動管理', 'Manage activities', '活動の管理'),
    },
    {
      route: 'activitySignIn',
      kind: 'activitySignIn',
      audience: 'all',
      roles: ['student'],
      entry: true,
      title: L('活动签到', '活動簽到', 'Sign in', '活動の出席登録'),
    },
    {
      route: 'activitySummary',
      kind: 'activitySummary',
      audience: 'all',
      title: L('活动总结', '活動總結', 'Activity summary', '活動の報告'),
    },
    {
      route: 'activityWorks',
      kind: 'activityWorks',
      audience: 'all',
      title: L('作品提交', '作品提交', 'Works', '作品の提出'),
    },
    {
      route: 'activityResult',
      kind: 'activityResult',
      audience: 'all',
      roles: ['student'],
      entry: true,
      title: L('我的活动学分', '我的活動學分', 'My activity credits', '自分の活動単位'),
    },
  ],
  modules: [
    {
      key: 'holdActivity',
      title: L('举办活动', '舉辦活動', 'Hold an activity', '活動の開催'),
      summary: L(
        '学生组织、社团或班级举办活动：辅导员（指导老师）和学院团委审批通过后发布，同学即可报名',
        '學生組織、社團或班級舉辦活動：輔導員（指導老師）和學院團委審批通過後發佈，同學即可報名',
        'A union, club or class holds an activity: once the counsellor (guiding teacher) and the college league approve, it is published for sign-up',
        '学生団体・サークル・クラスの活動開催。カウンセラー（指導教員）と学部の団委が承認すると公開され、参加申込を受け付けます',
      ),
      processKey: 'xshd_activity',
      process: { bpmn: 'activity.bpmn', form: 'activity.form.json' },
      // Publishing an approved activity (server xshd/publish.ts) copies these into the activity.
      lockedFields: Object.fromEntries(
        [
          'name',
          'category',
          'level',
          'place',
          'startsAt',
          'endsAt',
          'signUpEndsAt',
          'capacity',
          'credits',
          'acceptsWorks',
          'description',
        ].map((key) => [
          key,
          L(
            '活动发布时读取此项',
            '活動發佈時讀取此項',
            'publishing the activity reads it',
            '活動の公開時に参照されます',
          ),
        ]),
      ),
      applyRoute: 'activityApply',
      audience: { apply: ['student'], review: ACTIVITY_STAFF },
      lists: {
        mine: [
          { key: 'name', source: 'form', primary: true },
          { key: 'category', source: 'form' },
          { key: 'startsAt', source: 'form' },
          { key: 'createTime', source: 'instance' },
        ],
        review: [
          { key: 'name', source: 'form', primary: true },
          { key: 'category', source: 'form' },
          // The applicant, beside the activity's own name (the form's `name`).
          { key: 'name', source: 'starter', as: 'applicant' },
          { key: 'startsAt', source: 'form' },
          { key: 'createTime', source: 'instance' },
        ],
      },
    },
  ],
});
