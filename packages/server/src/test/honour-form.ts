/**
 * A merit-student application (the honours' personalHonour form) that passes every rule of the
 * module: what the honours tests vary and what the isolation fixture files as its request.
 */
export const MERIT_STUDENT_APPLICATION = {
  honour: 'meritStudent',
  gpa: 3.7,
  majorRank: 3,
  majorSize: 66,
  failedCourses: 0,
  fitness: 'good',
  deeds: '学习勤奋，成绩位列专业前列，积极参加志愿服务和学科竞赛，获省级二等奖。',
};
