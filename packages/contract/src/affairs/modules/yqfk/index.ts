import type { SettingDescriptor } from '../../policies.js';
import { defineAffairGroup, localizedText as L } from '../../define.js';
import { DEFAULT_FEVER_FROM, EPIDEMIC_STAFF, GATE_GUARD } from './constants.js';

export type * from './api.js';
export * from './constants.js';

/**
 * Epidemic control (疫情防控, SPEC §2.4's shared views, MODULES-RESEARCH §26): built from what
 * exists, not as a product of its own. A school switches it on when an outbreak comes.
 * - The daily health report is a recurring collection of the school's chosen questions
 *   (temperature always; symptoms, where the student is, contact with cases as the settings say),
 *   one per student and school day, started from the previous one (server: modules/affairs/modules/yqfk).
 * - An abnormal report starts the `healthFollowUp` module's request as the student's, so the
 *   student's counsellor has it at once in their pending list and records the follow-up there.
 * - Health data is read only by the student, their counsellor and the office's epidemic-control
 *   staff (`epidemic_staff`), and erased after the school's retention period.
 */
const STAFF = ['counsellor', EPIDEMIC_STAFF];

const flag = (
  key: string,
  value: 0 | 1,
  label: readonly [string, string, string, string],
): SettingDescriptor => ({
  key,
  type: 'integer',
  default: value,
  min: 0,
  max: 1,
  label: L(...label),
  help: L('1：是；0：否', '1：是；0：否', '1: yes; 0: no', '1：はい、0：いいえ'),
});

export default defineAffairGroup({
  key: 'yqfk',
  service: 'jczy',
  basePath: '/xgxt/yqfk',
  title: L('疫情防控', '疫情防控', 'Epidemic control', '感染症対策'),
  category: 'daily',
  manage: [EPIDEMIC_STAFF, 'office_staff', 'tenant_admin'],
  audience: { apply: ['student'], review: STAFF },
  default: { apply: 'healthReport', review: 'healthOverview' },
  settings: [
    flag('enabled', 0, ['开启健康日报', '開啟健康日報', 'Daily health report on', '健康日報を実施']),
    flag('askSymptoms', 1, ['询问症状', '詢問症狀', 'Ask about symptoms', '症状を尋ねる']),
    flag('askLocation', 1, ['询问所在地', '詢問所在地', 'Ask where the student is', '所在地を尋ねる']),
    flag('askContact', 1, ['询问接触史', '詢問接觸史', 'Ask about contact with cases', '接触歴を尋ねる']),
    {
      key: 'feverFrom',
      type: 'number',
      default: DEFAULT_FEVER_FROM,
      min: 36,
      max: 40,
      unit: L('°C', '°C', '°C', '°C'),
      label: L('发热标准', '發熱標準', 'Fever from', '発熱の基準'),
    },
    {
      key: 'retentionDays',
      type: 'integer',
      default: 180,
      min: 7,
      max: 3650,
      unit: L('天', '天', 'days', '日'),
      label: L('健康数据保留期', '健康資料保留期', 'Keep health data for', '健康データの保存期間'),
      help: L(
        '超过保留期的健康日报每小时清除一次',
        '超過保留期的健康日報每小時清除一次',
        'Reports older than this are erased every hour',
        '保存期間を過ぎた日報は1時間ごとに消去されます',
      ),
    },
  ],
  screens: [
    {
      route: 'healthReport',
      kind: 'healthReport',
      audience: 'apply',
      entry: true,
      title: L('健康日报', '健康日報', 'Daily health report', '健康日報'),
    },
    {
      route: 'gatePass',
      kind: 'gatePass',
      audience: 'apply',
      entry: true,
      title: L('出入校通行码', '出入校通行碼', 'Gate pass', '通行コード'),
    },
    {
      route: 'healthOverview',
      kind: 'healthOverview',
      audience: 'review',
      entry: true,
      title: L('日报情况', '日報情況', 'Reports today', '本日の日報'),
    },
    {
      // The gate's phone: scans a student's pass out and back in (server: yqfk/gate.ts checks the same roles).
      route: 'gateScan',
      kind: 'gateScan',
      audience: 'all',
      roles: [GATE_GUARD, EPIDEMIC_STAFF],
      entry: true,
      title: L('门岗扫码', '門崗掃碼', 'Gate scan', '門での読み取り'),
    },
  ],
  modules: [
    {
      key: 'campusExit',
      title: L('出校申请', '出校申請', 'Campus exit', '外出申請'),
      summary: L(
        '按小时申请出校，辅导员审批后凭动态通行码出入校门',
        '按小時申請出校，輔導員審批後憑動態通行碼出入校門',
        'Leave campus for some hours; once the counsellor approves, the gate scans your rotating pass',
        '時間単位で外出を申請し、承認後は変わる通行コードで門を出入りします',
      ),
      processKey: 'yqfk_campus_exit',
      process: { bpmn: 'campus-exit.bpmn', form: 'campus-exit.form.json' },
      audience: { apply: ['student'], review: ['counsellor'] },
      lists: {
        mine: [
          { key: 'outDate', source: 'form', primary: true },
          { key: 'hours', source: 'form' },
          { key: 'status', source: 'instance' },
        ],
        review: [
          { key: 'name', source: 'starter', primary: true },
          { key: 'className', source: 'starter' },
          { key: 'outDate', source: 'form' },
          { key: 'hours', source: 'form' },
        ],
      },
    },
    {
      key: 'healthFollowUp',
      title: L('健康异常跟进', '健康異常跟進', 'Health follow-up', '健康異常のフォロー'),
      summary: L(
        '健康日报异常时自动提交，由辅导员跟进',
        '健康日報異常時自動提交，由輔導員跟進',
        'Started by an abnormal daily report; the counsellor follows up',
        '日報に異常があると自動で提出され、カウンセラーがフォローします',
      ),
      processKey: 'yqfk_health_follow_up',
      process: { bpmn: 'health-follow-up.bpmn', form: 'health-follow-up.form.json' },
      // Read by the group's server code (server modules/affairs/modules/yqfk).
      lockedFields: {
        reportId: {
          'zh-CN': '跟进的健康日报由它指定',
          'zh-TW': '跟進的健康日報由它指定',
          'en-US': 'it names the health report followed up',
          'ja-JP': 'フォローする健康報告を示します',
        },
      },
      audience: { apply: ['student'], review: ['counsellor'] },
      listed: false,
      lists: {
        mine: [
          { key: 'reportDate', source: 'form', primary: true },
          { key: 'status', source: 'instance' },
        ],
        review: [
          { key: 'name', source: 'starter', primary: true },
          { key: 'className', source: 'starter' },
          { key: 'reportDate', source: 'form' },
          { key: 'findings', source: 'form' },
        ],
      },
    },
  ],
});
