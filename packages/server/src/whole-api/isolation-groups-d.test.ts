import type { Markers, Viewer } from '../test/isolation/fixture.js';
import { isolationMatrix, requestRows } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of the requests of the student-affairs groups on the mechanism's
 * group routes (the staff query, the student's records, a request's detail), one demo request of
 * each group, read by the staff of the group's review audience
 * (test/isolation/matrix.ts says how to read a cell).
 */

/** Each group: its service and key, the demo request (by module), its student, another student, its staff. */
const GROUPS: [string, string, string, keyof Markers['requests'], Viewer, Viewer, Viewer[]][] = [
  ['bxgl insurance', 'jczy', 'bxgl', 'medicalInsurance', 'classmate', 'student', ['counsellor', 'office']],
  ['jygl employment', 'jygl', 'jygl', 'destination', 'classmate', 'student', ['counsellor', 'college']],
  ['zzgl work-study', 'zzgl', 'zzgl', 'workStudy', 'student', 'classmate', ['college', 'office']],
  [
    'xshd activities',
    'xshd',
    'xshd',
    'holdActivity',
    'student',
    'classmate',
    ['counsellor', 'college', 'office'],
  ],
  [
    'zhcpgl evaluation',
    'zhcpgl',
    'zhcpgl',
    'bonusApply',
    'backFromLeave',
    'student',
    ['counsellor', 'college', 'office'],
  ],
  [
    'rych honours',
    'jxj',
    'rych',
    'personalHonour',
    'student',
    'classmate',
    ['counsellor', 'college', 'office'],
  ],
  ['ssgl dormitory', 'ssgl', 'ssgl', 'stayNight', 'backFromLeave', 'student', ['counsellor', 'dorm']],
];

isolationMatrix(
  Object.fromEntries(
    GROUPS.map(([label, service, group, module, owner, other, staff]) => [
      label,
      requestRows(service, group, (m) => m.requests[module], owner, other, staff),
    ]),
  ),
);
