import { texts as T, type Texts } from '../../group-refusal.js';
import { refusalByCaller } from '../../group-refuse.js';

/** Campus services' refusals in every language (the catalogue's `affairs.groupRule` says them). */
export const REFUSALS = {
  notMonitor: T(
    '只有班长可以填写班级日志',
    '只有班長可以填寫班級日誌',
    'Only the class monitor keeps the class register',
    'クラス日誌は学級委員長だけが記入できます',
  ),
  dayRecorded: T(
    '{date}的班级日志已经填写，请在列表中修改那一天的记录',
    '{date}的班級日誌已經填寫，請在列表中修改那一天的記錄',
    "The register for {date} is already written; edit that day's entry instead",
    '{date}の日誌は記入済みです。一覧からその日の記録を修正してください',
  ),
  futureDay: T(
    '不能填写今天以后的日期',
    '不能填寫今天以後的日期',
    'The date cannot be after today',
    '今日より後の日付は入力できません',
  ),
  stale: T(
    '这条记录已被他人修改，请刷新后再试',
    '這條記錄已被他人修改，請重新整理後再試',
    'Someone changed this entry meanwhile; reload and try again',
    'この記録は他の人が変更しました。再読み込みしてください',
  ),
  notCommenter: T(
    '只有该班的辅导员和学院、学生工作处老师可以批注',
    '只有該班的輔導員和學院、學生工作處老師可以批註',
    "Only the class's counsellor, the college and the office may comment",
    'コメントできるのはクラスのカウンセラー・学部・学生課だけです',
  ),
  notTeacher: T(
    '您不是该班的任课教师，不能点名',
    '您不是該班的任課教師，不能點名',
    'You do not teach this class, so you cannot take its roll',
    'このクラスの担当教員ではないため出欠を取れません',
  ),
  notInClass: T(
    '学生{name}不在该班名单中',
    '學生{name}不在該班名單中',
    "Student {name} is not on this class's list",
    '学生{name}はこのクラスの名簿にいません',
  ),
  notStepOwner: T(
    '“{step}”由其他部门办理，您不能标记',
    '「{step}」由其他部門辦理，您不能標記',
    '“{step}” belongs to another office; you cannot mark it',
    '「{step}」は別の部署の手続きです。記録できません',
  ),
  blockedNeedsNote: T(
    '标记为“未通过”时请写明原因和办理地点',
    '標記為「未通過」時請寫明原因和辦理地點',
    'Say why and where to go when you mark a step as blocked',
    '「未完了」にする場合は理由と窓口を記入してください',
  ),
  financeFromBills: T(
    '财务手续按收费记录自动判定：缴清欠费后即为“已通过”，无需手工标记',
    '財務手續按收費記錄自動判定：繳清欠費後即為「已通過」，無需手動標記',
    'The finance step follows the fee records: it passes once nothing is owed, with no mark by hand',
    '財務の手続きは費用記録で自動判定されます。未納がなくなれば完了となり、手動の記録は不要です',
  ),
} satisfies Record<string, Texts>;

export type Refusal = keyof typeof REFUSALS;

/**
 * The refusal to throw, naming the field at fault. Who the caller is not (monitor, teacher, the
 * step's office): refused as not allowed; the rest is bad input.
 */
export const refuse = refusalByCaller<Refusal>(REFUSALS, [
  'notMonitor',
  'notCommenter',
  'notTeacher',
  'notStepOwner',
]);
