import type { Language } from '@campus/contract';
import type { MasterImportKind } from '@campus/contract/routes/api/admin/imports';
import { useViewStore } from '../../../stores/view';

/** The imports screen's words, one table per language (they load with the screen's chunk). */
export interface ImportsTexts {
  intro: string;
  adminOnly: string;
  kind: string;
  kinds: Record<MasterImportKind, string>;
  kindHints: Record<MasterImportKind, string>;
  history: string;
  historyEmpty: string;
  who: string;
  when: string;
  file: string;
  outcome: (row: { added: number; updated: number; unchanged: number; refused: number }) => string;
  states: Record<'staged' | 'running' | 'done' | 'failed', string>;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

const zhCN: ImportsTexts = {
  intro:
    '用学校自己的表格导入基础数据：先下载模板填写，上传后预览检查，全部无误再确认。同一文件再导入不会重复；改过的行会更新。请按顺序导入：组织机构、专业、班级、教职工、学生、职责与角色；宿舍床位随时可导入。',
  adminOnly: '基础数据导入仅供学校管理员使用。',
  kind: '导入内容',
  kinds: {
    orgs: '组织机构',
    majors: '专业',
    classes: '班级',
    staff: '教职工',
    students: '学生',
    assignments: '职责与角色',
    beds: '宿舍床位',
  },
  kindHints: {
    orgs: '学院、职能部门、系，按代码识别',
    majors: '专业及所属学院',
    classes: '班级、年级、专业和学院',
    staff: '工号、姓名、部门、职务；标记离职不会删除任何记录',
    students: '学号、姓名、身份证号、班级、学籍状态；导入的学生需激活账号后才能登录',
    assignments: '辅导员、班主任、学院学工干事，或按代码授予角色',
    beds: '楼栋、楼层、房间、床位、性别与容量；已有床位和入住学生不受影响',
  },
  history: '导入记录',
  historyEmpty: '还没有导入记录',
  who: '操作人',
  when: '时间',
  file: '文件',
  outcome: (r) => `新增 ${r.added}，更新 ${r.updated}，未变 ${r.unchanged}，有误 ${r.refused}`,
  states: { staged: '待确认', running: '导入中', done: '已完成', failed: '失败' },
  previous: '上一页',
  next: '下一页',
  page: (page, pages) => `第 ${page}/${pages} 页`,
};

const zhTW: ImportsTexts = {
  intro:
    '用學校自己的表格匯入基礎資料：先下載範本填寫，上傳後預覽檢查，全部無誤再確認。同一檔案再匯入不會重複；改過的列會更新。請依序匯入：組織機構、專業、班級、教職員、學生、職責與角色；宿舍床位隨時可匯入。',
  adminOnly: '基礎資料匯入僅供學校管理員使用。',
  kind: '匯入內容',
  kinds: {
    orgs: '組織機構',
    majors: '專業',
    classes: '班級',
    staff: '教職員',
    students: '學生',
    assignments: '職責與角色',
    beds: '宿舍床位',
  },
  kindHints: {
    orgs: '學院、職能部門、系，依代碼識別',
    majors: '專業及所屬學院',
    classes: '班級、年級、專業和學院',
    staff: '工號、姓名、部門、職務；標記離職不會刪除任何記錄',
    students: '學號、姓名、身分證號、班級、學籍狀態；匯入的學生需啟用帳號後才能登入',
    assignments: '輔導員、班導師、學院學工幹事，或依代碼授予角色',
    beds: '樓棟、樓層、房間、床位、性別與容量；已有床位和入住學生不受影響',
  },
  history: '匯入記錄',
  historyEmpty: '還沒有匯入記錄',
  who: '操作人',
  when: '時間',
  file: '檔案',
  outcome: (r) => `新增 ${r.added}，更新 ${r.updated}，未變 ${r.unchanged}，有誤 ${r.refused}`,
  states: { staged: '待確認', running: '匯入中', done: '已完成', failed: '失敗' },
  previous: '上一頁',
  next: '下一頁',
  page: (page, pages) => `第 ${page}/${pages} 頁`,
};

const enUS: ImportsTexts = {
  intro:
    "Bring the school's master data in from its own spreadsheets: download a template, fill it in, upload it to check it, then confirm. The same file again changes nothing; a changed row is updated. Import in this order: organisations, majors, classes, staff, students, duties and roles; dormitory beds at any time.",
  adminOnly: "Master-data imports are for the school's administrator.",
  kind: 'What to import',
  kinds: {
    orgs: 'Organisations',
    majors: 'Majors',
    classes: 'Classes',
    staff: 'Staff',
    students: 'Students',
    assignments: 'Duties and roles',
    beds: 'Dormitory beds',
  },
  kindHints: {
    orgs: 'Colleges, offices and departments, known by their codes',
    majors: 'Majors and their colleges',
    classes: 'Classes with their grade, major and college',
    staff: 'Number, name, department, position; marking someone as left deletes nothing',
    students:
      'Number, name, ID number, class, study status; imported students activate their account before signing in',
    assignments: 'Counsellors, class teachers, college student-affairs staff, or a role by its code',
    beds: 'Building, floor, room, bed, gender and capacity; existing beds and who sleeps in them stay',
  },
  history: 'Import history',
  historyEmpty: 'No imports yet',
  who: 'By',
  when: 'When',
  file: 'File',
  outcome: (r) => `${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged, ${r.refused} errors`,
  states: { staged: 'Awaiting confirmation', running: 'Importing', done: 'Done', failed: 'Failed' },
  previous: 'Previous',
  next: 'Next',
  page: (page, pages) => `Page ${page} of ${pages}`,
};

const jaJP: ImportsTexts = {
  intro:
    '学校の表から基礎データを取り込みます。テンプレートをダウンロードして記入し、アップロードして確認してから確定します。同じファイルを再度取り込んでも重複せず、変更された行は更新されます。組織、専攻、クラス、教職員、学生、職務とロールの順に取り込んでください。寮のベッドはいつでも取り込めます。',
  adminOnly: '基礎データの取り込みは学校の管理者専用です。',
  kind: '取り込む内容',
  kinds: {
    orgs: '組織',
    majors: '専攻',
    classes: 'クラス',
    staff: '教職員',
    students: '学生',
    assignments: '職務とロール',
    beds: '寮のベッド',
  },
  kindHints: {
    orgs: '学部・事務部門・学科（コードで識別）',
    majors: '専攻と所属学部',
    classes: 'クラス・学年・専攻・学部',
    staff: '職員番号・氏名・部署・職位。退職にしても記録は削除されません',
    students:
      '学籍番号・氏名・身分証番号・クラス・学籍状態。取り込まれた学生はアカウントを有効化してからログインします',
    assignments: 'カウンセラー・担任・学部の学生支援担当、またはコードでロールを付与',
    beds: '棟・階・部屋・ベッド・性別・定員。既存のベッドと入居者はそのままです',
  },
  history: '取り込み履歴',
  historyEmpty: '取り込みはまだありません',
  who: '実行者',
  when: '日時',
  file: 'ファイル',
  outcome: (r) => `追加 ${r.added}・更新 ${r.updated}・変更なし ${r.unchanged}・エラー ${r.refused}`,
  states: { staged: '確認待ち', running: '取り込み中', done: '完了', failed: '失敗' },
  previous: '前へ',
  next: '次へ',
  page: (page, pages) => `${page} / ${pages} ページ`,
};

const IMPORTS_TEXTS: Record<Language, ImportsTexts> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
};

export function useImportsTexts(): ImportsTexts {
  return IMPORTS_TEXTS[useViewStore((s) => s.language)];
}
