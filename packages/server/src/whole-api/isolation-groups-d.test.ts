import { isolationMatrix, requestRows } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of the requests of the student-affairs groups on the mechanism's
 * group routes (the staff query, the student's records, a request's detail), one demo request of
 * each group, read by the staff of the group's review audience
 * (test/isolation/matrix.ts says how to read a cell).
 */
isolationMatrix({
  'bxgl insurance': requestRows('jczy', 'bxgl', (m) => m.requests.medicalInsurance, 'classmate', 'student', [
    'counsellor',
    'office',
  ]),
  'jygl employment': requestRows('jygl', 'jygl', (m) => m.requests.destination, 'classmate', 'student', [
    'counsellor',
    'college',
  ]),
  'zzgl work-study': requestRows('zzgl', 'zzgl', (m) => m.requests.workStudy, 'student', 'classmate', [
    'college',
    'office',
  ]),
  'xshd activities': requestRows('xshd', 'xshd', (m) => m.requests.holdActivity, 'student', 'classmate', [
    'counsellor',
    'college',
    'office',
  ]),
  'zhcpgl evaluation': requestRows(
    'zhcpgl',
    'zhcpgl',
    (m) => m.requests.bonusApply,
    'backFromLeave',
    'student',
    ['counsellor', 'college', 'office'],
  ),
  'ssgl dormitory': requestRows('ssgl', 'ssgl', (m) => m.requests.stayNight, 'backFromLeave', 'student', [
    'counsellor',
    'dorm',
  ]),
});
