import type { Language } from '@campus/contract';

/**
 * Interface data the app ships in its own rows, in every language: the roles its permissions are
 * written against, the FLOW_TYPE categories it files processes under, and the approval rules of its
 * platform processes. Rows carry these as `names` / `descriptions` (JSON), as dictionaries do;
 * a school's own name (a role it renamed, a category it added) has none and is shown as written.
 * The seed writes them (a change here reaches new rows only; migration 0070, now in the baseline,
 * filled them into the databases seeded before it).
 */
export type Texts = Readonly<Record<Language, string>>;

const text = (zhCN: string, zhTW: string, enUS: string, jaJP: string): Texts => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

/** By role code. */
export const ROLE_NAMES: Readonly<Record<string, Texts>> = {
  student: text('学生', '學生', 'Student', '学生'),
  counsellor: text('辅导员', '輔導員', 'Counsellor', 'カウンセラー'),
  college_staff: text('学院学工人员', '學院學工人員', 'College student-affairs staff', '学部学生担当'),
  office_staff: text('学生工作处', '學生工作處', 'Student affairs office', '学生課'),
  dorm_staff: text('宿舍管理中心', '宿舍管理中心', 'Dormitory office', '寮管理センター'),
  finance_staff: text('计划财务处', '計劃財務處', 'Finance office', '財務課'),
  teacher: text('教师', '教師', 'Teacher', '教員'),
  tenant_admin: text('租户管理员', '租戶管理員', 'School administrator', '学校管理者'),
};

/** By FLOW_TYPE type key (the student-affairs groups' own categories take their group's title). */
export const CATEGORY_NAMES: Readonly<Record<string, Texts>> = {
  student_affairs: text('学生事务', '學生事務', 'Student affairs', '学生事務'),
  dormitory: text('住宿', '住宿', 'Accommodation', '住まい'),
  award: text('奖助学金', '獎助學金', 'Scholarships and grants', '奨学金・給付金'),
  general: text('综合事务', '綜合事務', 'General affairs', '総合事務'),
};

/** By process key: what the "start a new process" list says about each platform process. */
export const PROCESS_DESCRIPTIONS: Readonly<Record<string, Texts>> = {
  dorm_change: text(
    '辅导员审批后由宿舍管理中心安排',
    '輔導員審批後由宿舍管理中心安排',
    'The counsellor approves, then the dormitory office assigns the room',
    'カウンセラーの承認後、寮管理センターが部屋を割り当てます',
  ),
  scholarship: text(
    '辅导员推荐，学院评审小组会签，学生工作处审定',
    '輔導員推薦，學院評審小組會簽，學生工作處審定',
    'The counsellor recommends, the college panel reviews, the student affairs office decides',
    'カウンセラーが推薦し、学部の審査委員会が審査し、学生課が決定します',
  ),
  general: text(
    '一步审批：学生由辅导员审批，教职工由学生工作处审批',
    '一步審批：學生由輔導員審批，教職工由學生工作處審批',
    'One approval: the counsellor for students, the student affairs office for staff',
    '一段階の承認：学生はカウンセラー、教職員は学生課が承認します',
  ),
  affair_objection: text(
    '公示异议：学生工作处核查',
    '公示異議：學生工作處核查',
    'An objection to a publicity list: the student affairs office looks into it',
    '公示への異議：学生課が確認します',
  ),
};
