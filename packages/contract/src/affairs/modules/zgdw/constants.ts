import { localizedText as L } from '../../define.js';

/**
 * The zgdw group's tables of labels and the national ratio, read by its declarations (api.ts) and
 * by both sides (types.ts re-exports them).
 */

// ---------------------------------------------------------------- profiles

export const EDUCATIONS = {
  bachelor: L('本科', '本科', 'Bachelor', '学士'),
  master: L('硕士研究生', '碩士研究生', 'Master', '修士'),
  doctor: L('博士研究生', '博士研究生', 'Doctorate', '博士'),
} as const;
export const POLITICAL = {
  cpc: L('中共党员', '中共黨員', 'CPC member', '中国共産党員'),
  probationary: L('中共预备党员', '中共預備黨員', 'CPC probationary member', '中国共産党予備党員'),
  league: L('共青团员', '共青團員', 'Youth League member', '共青団員'),
  masses: L('群众', '群眾', 'No party', '無党派'),
} as const;
export type Education = keyof typeof EDUCATIONS;
export type Political = keyof typeof POLITICAL;

/** The national ratio: at least one full-time counsellor per 200 students (教育部令第43号). */
export const STUDENTS_PER_COUNSELLOR = 200;

// ---------------------------------------------------------------- work logs

export const LOG_CATEGORIES = {
  talk: L('谈心谈话', '談心談話', 'Talks', '面談'),
  classMeeting: L('主题班会', '主題班會', 'Class meeting', 'テーマ学級会'),
  dormVisit: L('走访寝室', '走訪寢室', 'Dormitory visit', '寮の訪問'),
  homeVisit: L('家访', '家訪', 'Home visit', '家庭訪問'),
  crisis: L('危机处理', '危機處理', 'Crisis handling', '危機対応'),
  aid: L('资助工作', '資助工作', 'Financial aid', '経済支援'),
  career: L('就业指导', '就業指導', 'Career guidance', '就職指導'),
  other: L('其他', '其他', 'Other', 'その他'),
} as const;
export type LogCategory = keyof typeof LOG_CATEGORIES;

// ---------------------------------------------------------------- talk records

export const TALK_TYPES = {
  adjustment: L('新生适应', '新生適應', 'Settling in', '新生の適応'),
  study: L('学业', '學業', 'Studies', '学業'),
  mood: L('心理', '心理', 'Mood', '心理'),
  finance: L('经济困难', '經濟困難', 'Finances', '経済'),
  discipline: L('违纪', '違紀', 'Discipline', '規律違反'),
  career: L('就业', '就業', 'Career', '就職'),
  relations: L('人际情感', '人際情感', 'Relationships', '人間関係'),
  routine: L('日常谈话', '日常談話', 'Routine', '日常'),
} as const;
export type TalkType = keyof typeof TALK_TYPES;

// ---------------------------------------------------------------- training and achievements

export const TRAINING_CATEGORIES = {
  national: L('国家级培训', '國家級培訓', 'National training', '国レベルの研修'),
  provincial: L('省级培训', '省級培訓', 'Provincial training', '省レベルの研修'),
  school: L('校内培训', '校內培訓', 'School training', '学内研修'),
  external: L('校外自主培训', '校外自主培訓', 'External course', '学外研修'),
} as const;
export const ACHIEVEMENT_CATEGORIES = {
  paper: L('论文', '論文', 'Paper', '論文'),
  project: L('课题', '課題', 'Research project', '研究課題'),
  award: L('获奖', '獲獎', 'Award', '受賞'),
  book: L('著作', '著作', 'Book', '著書'),
  case: L('工作案例', '工作案例', 'Case study', '事例'),
} as const;
export const LEVELS = {
  national: L('国家级', '國家級', 'National', '国'),
  provincial: L('省级', '省級', 'Provincial', '省'),
  school: L('校级', '校級', 'School', '学校'),
} as const;
export const RECORD_STATUSES = {
  pending: L('待审核', '待審核', 'Pending', '審査待ち'),
  approved: L('已通过', '已通過', 'Approved', '承認'),
  rejected: L('已退回', '已退回', 'Returned', '差戻し'),
} as const;
export type RecordKind = 'training' | 'achievement';
export type TrainingCategory = keyof typeof TRAINING_CATEGORIES;
export type AchievementCategory = keyof typeof ACHIEVEMENT_CATEGORIES;
export type Level = keyof typeof LEVELS;
export type RecordStatus = keyof typeof RECORD_STATUSES;
