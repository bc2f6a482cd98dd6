/**
 * The zgdw group's labels; its endpoints and their wire types are declared in api.ts (server:
 * modules/affairs/modules/zgdw). Counsellor profiles (辅导员档案), work logs (工作日志), talk
 * records (谈心谈话: confidential, only the author and the office's leadership read them),
 * training and achievements (培训与成果: pending until the office approves).
 */
export * from './constants.js';

export type {
  CollegeRatio,
  CounsellorProfile,
  CounsellorProfileInput,
  StaffRecord,
  StaffRecordDecision,
  StaffRecordInput,
  TalkInput,
  TalkRecord,
  TalkStudent,
  TalkView,
  TeamView,
  WorkLog,
  WorkLogInput,
  WorkLogView,
} from './api.js';
