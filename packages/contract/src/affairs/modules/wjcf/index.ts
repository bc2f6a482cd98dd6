import { defineAffairGroup, localizedText as L } from '../../define.js';
import type { SettingDescriptor } from '../../policies.js';
import type { AffairColumn } from '../../types.js';

export * from './types.js';
export * from './record-form.js';

/**
 * Disciplinary records (违纪处分, SPEC §2.4, MODULES.md §8, MODULES-RESEARCH §9), served under the
 * political-work prefix (/api/szgz/v3). Not a student-initiated flow: staff record a sanction
 * (one of the five national kinds, with its period) in the mechanism's student_sanction table,
 * which scholarships' and honours' `noSanction` rule reads; the student signs for it, may appeal
 * within the window (10 days by default) to the appeal committee, and applies to lift it once the
 * period is over. The appeal and the lifting are modules on the mechanism (reached from the
 * sanction's own page, never from a schemes list); the server's group folder keeps the sanction's
 * state from their steps. The national figures are the school's settings.
 */
const days = L('天', '天', 'days', '日');
const months = L('个月', '個月', 'months', 'か月');

const setting = (
  key: string,
  value: number,
  label: ReturnType<typeof L>,
  unit: ReturnType<typeof L>,
  national: boolean,
): SettingDescriptor => ({ key, type: 'integer', default: value, min: 1, max: 60, unit, national, label });

const mine: AffairColumn[] = [
  { key: 'subject', source: 'instance', primary: true },
  { key: 'createTime', source: 'instance' },
  { key: 'status', source: 'instance' },
  { key: 'curNode', source: 'instance' },
];
const review = (...keys: string[]): AffairColumn[] => [
  { key: 'name', source: 'starter', primary: true },
  { key: 'number', source: 'starter' },
  { key: 'className', source: 'starter' },
  ...keys.map((key) => ({ key, source: 'form' as const })),
];

export default defineAffairGroup({
  key: 'wjcf',
  service: 'szgz',
  basePath: '/xgxt/discipline',
  title: L('违纪处分', '違紀處分', 'Disciplinary records', '懲戒処分'),
  category: 'other',
  default: { apply: 'disciplineQuery', review: 'disciplineQuery' },
  screens: [
    {
      route: 'disciplineQuery',
      kind: 'disciplineQuery',
      audience: 'all',
      roles: ['student', 'counsellor', 'college_staff', 'office_staff'],
      entry: true,
      title: L('处分查询', '處分查詢', 'Sanctions', '処分照会'),
    },
    {
      route: 'disciplineView',
      kind: 'disciplineView',
      audience: 'all',
      roles: ['student', 'counsellor', 'college_staff', 'office_staff'],
      title: L('处分详情', '處分詳情', 'Sanction', '処分の詳細'),
    },
    {
      route: 'disciplineRecord',
      kind: 'disciplineRecord',
      audience: 'review',
      roles: ['counsellor', 'college_staff', 'office_staff'],
      entry: true,
      title: L('处分登记', '處分登記', 'Record a sanction', '処分の登録'),
    },
    {
      route: 'disciplineNotice',
      kind: 'disciplineNotice',
      audience: 'all',
      entry: true,
      title: L('处分公告', '處分公告', 'Decisions', '処分の公告'),
    },
    {
      route: 'appealView',
      kind: 'detail',
      module: 'sanctionAppeal',
      audience: 'all',
      title: L('申诉详情', '申訴詳情', 'Appeal', '不服申立の詳細'),
    },
    {
      route: 'liftView',
      kind: 'detail',
      module: 'sanctionLift',
      audience: 'all',
      title: L('解除详情', '解除詳情', 'Lifting', '解除の詳細'),
    },
  ],
  modules: [
    {
      key: 'sanctionAppeal',
      applyRoute: 'appealForm',
      title: L('处分申诉', '處分申訴', 'Appeal', '不服申立'),
      summary: L(
        '收到处分决定书之日起10日内向学生申诉处理委员会提出书面申诉',
        '收到處分決定書之日起10日內向學生申訴處理委員會提出書面申訴',
        "Within 10 days of receiving the decision, in writing, to the school's appeal committee",
        '処分決定書の受領から10日以内に学生不服申立委員会へ書面で申し立て',
      ),
      processKey: 'wjcf_appeal',
      process: { bpmn: 'appeal.bpmn', form: 'appeal.form.json' },
      // Read by the group's server code (server modules/affairs/modules/wjcf).
      lockedFields: {
        sanctionId: {
          'zh-CN': '申诉针对的处分由它指定',
          'zh-TW': '申訴針對的處分由它指定',
          'en-US': 'it names the sanction the appeal is about',
          'ja-JP': '申し立て対象の処分を示します',
        },
        request: {
          'zh-CN': '申诉结果按申诉请求处理',
          'zh-TW': '申訴結果按申訴請求處理',
          'en-US': "the appeal's outcome follows the request",
          'ja-JP': '申し立ての結果が要求に従います',
        },
        wantedKind: {
          'zh-CN': '变更处分时读取期望的处分种类',
          'zh-TW': '變更處分時讀取期望的處分種類',
          'en-US': 'a change of sanction reads the kind wanted',
          'ja-JP': '処分変更時に希望の種類を参照します',
        },
      },
      audience: { apply: ['student'], review: ['office_staff'] },
      listed: false,
      settings: [
        setting('appealDays', 10, L('申诉期限', '申訴期限', 'Appeal window', '申立期限'), days, true),
        setting('acceptDays', 3, L('受理期限', '受理期限', 'Acceptance within', '受理期限'), days, false),
        setting('answerDays', 15, L('复查答复期限', '複查答覆期限', 'Answer within', '回答期限'), days, true),
      ],
      finalLabel: L('已答复', '已答覆', 'Answered', '回答済み'),
      lists: { mine, review: review('request', 'grounds') },
    },
    {
      key: 'sanctionLift',
      applyRoute: 'liftForm',
      title: L('解除处分', '解除處分', 'Lifting', '処分解除'),
      summary: L(
        '处分期满（或期满前若干天起）可申请解除；解除后不再影响评奖评优',
        '處分期滿（或期滿前若干天起）可申請解除；解除後不再影響評獎評優',
        'Once the period is over (or shortly before), apply to lift it; lifted, it no longer bars awards',
        '処分期間の満了後（または直前から）解除を申請できます。解除後は表彰に影響しません',
      ),
      processKey: 'wjcf_lift',
      process: { bpmn: 'lift.bpmn', form: 'lift.form.json' },
      // Read by the group's server code (server modules/affairs/modules/wjcf).
      lockedFields: {
        sanctionId: {
          'zh-CN': '解除针对的处分由它指定',
          'zh-TW': '解除針對的處分由它指定',
          'en-US': 'it names the sanction to lift',
          'ja-JP': '解除する処分を示します',
        },
      },
      audience: { apply: ['student'], review: ['counsellor', 'college_staff', 'office_staff'] },
      listed: false,
      settings: [
        setting(
          'periodMin',
          6,
          L('处分期下限', '處分期下限', 'Shortest period', '処分期間の下限'),
          months,
          true,
        ),
        setting(
          'periodMax',
          12,
          L('处分期上限', '處分期上限', 'Longest period', '処分期間の上限'),
          months,
          true,
        ),
        setting(
          'liftAdvanceDays',
          15,
          L('期满前可申请解除', '期滿前可申請解除', 'Apply before the end by', '満了前の申請可能日数'),
          days,
          false,
        ),
      ],
      finalLabel: L('已解除', '已解除', 'Lifted', '解除済み'),
      lists: { mine, review: review('selfAssessment') },
    },
  ],
});
