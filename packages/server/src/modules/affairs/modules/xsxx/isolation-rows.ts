import { JCZY } from '../../../../test/isolation/fixture.js';
import { get, post, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-b.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

const STUDENTS = post(
  () => `${JCZY}/xsxx/students`,
  (m) => ({ keyword: m.studentNumber, limit: 200 }),
);

/** The staff in charge list the student, masked; their card whole; nobody else either. */
const STUDENT_INFO: Cell[] = [
  ...row('POST xsxx students', STUDENTS, (m) => [m.studentId], {
    sees: ['counsellor', 'college', 'office'],
    hidden: ['hbcounsellor', 'hboffice'],
    refused: ['student', 'classmate', 'teacher', 'hbstudent'],
  }),
  ...row('POST xsxx students (masked)', STUDENTS, (m) => [m.idNumber, m.bankCard], {
    hidden: ['counsellor', 'college', 'office', 'adminA'],
  }),
  ...row(
    'GET xsxx student',
    get((m) => `${JCZY}/xsxx/student?id=${m.studentId}`),
    (m) => [m.idNumber, m.bankCard],
    {
      sees: ['counsellor', 'college', 'office'],
      refused: ['classmate', 'teacher', 'hbcounsellor', 'hboffice', 'hbstudent', 'adminB'],
    },
  ),
  ...row(
    'GET xsxx mine',
    get(() => `${JCZY}/xsxx/mine`),
    (m) => [m.idNumber, m.bankCard],
    {
      sees: ['student'],
      hidden: ['classmate', 'backFromLeave'],
      refused: ['studentInB'],
    },
  ),
];

export const xsxxIsolation: Record<string, Cell[]> = { 'xsxx student information': STUDENT_INFO };
