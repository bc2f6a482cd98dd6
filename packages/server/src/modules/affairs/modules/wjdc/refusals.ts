import { ModuleState, SecurityState } from '@campus/contract';
import { groupRefusals, texts as T } from '../../group-refusal.js';

/** Surveys' refusals in the four languages (said through the catalogue's 'affairs.groupRule'). */
export const surveyRefusal = groupRefusals({
  notOpen: {
    state: ModuleState.AFFAIR_BATCH_NOT_OPEN,
    text: T(
      '问卷“{title}”将于{start}开始填写',
      '問卷「{title}」將於{start}開始填寫',
      'The survey "{title}" opens on {start}',
      'アンケート「{title}」は{start}に開始します',
    ),
  },
  closed: {
    state: ModuleState.AFFAIR_BATCH_NOT_OPEN,
    text: T(
      '问卷“{title}”已截止',
      '問卷「{title}」已截止',
      'The survey "{title}" has closed',
      'アンケート「{title}」は締め切られました',
    ),
  },
  required: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T('请回答第{n}题', '請回答第{n}題', 'Please answer question {n}', '問{n}に回答してください'),
  },
  badAnswer: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '第{n}题的答案无效',
      '第{n}題的答案無效',
      'The answer to question {n} is not one of its choices',
      '問{n}の回答が無効です',
    ),
  },
  unknownQuestion: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '问卷没有这道题',
      '問卷沒有這道題',
      'The survey has no such question',
      'アンケートにその質問はありません',
    ),
  },
  noOptions: {
    state: ModuleState.AFFAIR_NOT_ELIGIBLE,
    text: T(
      '第{n}题至少需要两个选项',
      '第{n}題至少需要兩個選項',
      'Question {n} needs at least two choices',
      '問{n}には選択肢が2つ以上必要です',
    ),
  },
  collegeOutOfCharge: {
    state: SecurityState.UNAUTHORIZED,
    text: T(
      '只能面向您负责的学院发布问卷',
      '只能面向您負責的學院發佈問卷',
      'Send surveys only to the colleges in your charge',
      '担当する学部にのみアンケートを配信できます',
    ),
  },
  notManager: {
    state: SecurityState.UNAUTHORIZED,
    text: T(
      '只有问卷的发布人和学生工作处可以查看结果',
      '只有問卷的發佈人和學生工作處可以查看結果',
      'Only the survey’s author and the student affairs office read its results',
      '結果を見られるのはアンケートの作成者と学生部のみです',
    ),
  },
});

export type SurveyRefusal = Parameters<typeof surveyRefusal>[0];
