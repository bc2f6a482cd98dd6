import { ModuleState, SecurityState } from '@campus/contract';
import { groupRefusals, texts as T } from '../../group-refusal.js';

/** Activities' refusals in the four languages (said through the catalogue's 'affairs.groupRule'). */
export const activityRefusal = groupRefusals({
  signUpClosed: {
    state: ModuleState.AFFAIR_BATCH_NOT_OPEN,
    text: T(
      '活动“{name}”的报名已于{end}截止',
      '活動「{name}」的報名已於{end}截止',
      'Sign-up for "{name}" closed on {end}',
      '活動「{name}」の申込は{end}に締め切られました',
    ),
  },
  cancelled: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '活动“{name}”已取消',
      '活動「{name}」已取消',
      'The activity "{name}" has been cancelled',
      '活動「{name}」は中止されました',
    ),
  },
  started: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '活动“{name}”已开始，不能再取消报名',
      '活動「{name}」已開始，不能再取消報名',
      'The activity "{name}" has started; the sign-up can no longer be cancelled',
      '活動「{name}」は開始済みのため、申込を取り消せません',
    ),
  },
  notSignedUp: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '您没有报名活动“{name}”',
      '您沒有報名活動「{name}」',
      'You have not signed up for "{name}"',
      '活動「{name}」に申し込んでいません',
    ),
  },
  notEnded: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '活动“{name}”结束（{end}）后才能提交总结',
      '活動「{name}」結束（{end}）後才能提交總結',
      'The summary of "{name}" can be written once it ends ({end})',
      '活動「{name}」の報告は終了（{end}）後に提出できます',
    ),
  },
  noWorks: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '活动“{name}”不征集作品',
      '活動「{name}」不徵集作品',
      'The activity "{name}" does not collect works',
      '活動「{name}」は作品を募集していません',
    ),
  },
  worksClosed: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '活动“{name}”已总结，作品提交已截止',
      '活動「{name}」已總結，作品提交已截止',
      'The activity "{name}" has its summary; works are no longer taken',
      '活動「{name}」は報告済みのため、作品の提出は締め切られました',
    ),
  },
  notManager: {
    state: SecurityState.UNAUTHORIZED,
    text: T(
      '只有活动的组织者和学工老师可以管理活动“{name}”',
      '只有活動的組織者和學工老師可以管理活動「{name}」',
      'Only the organiser and student-affairs staff manage "{name}"',
      '活動「{name}」を管理できるのは主催者と学生支援の教職員のみです',
    ),
  },
  badFiles: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '只能附上您自己上传的文件',
      '只能附上您自己上傳的檔案',
      'Attach only files you uploaded yourself',
      '自分でアップロードしたファイルのみ添付できます',
    ),
  },
  timeOrder: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '时间先后不对：报名截止不晚于开始，开始早于结束',
      '時間先後不對：報名截止不晚於開始，開始早於結束',
      'The times are out of order: sign-up closes by the start, and the start is before the end',
      '日時の順序が正しくありません：申込締切は開始まで、開始は終了より前にしてください',
    ),
  },
});

export type ActivityRefusal = Parameters<typeof activityRefusal>[0];
