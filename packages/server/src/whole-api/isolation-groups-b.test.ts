import { JCZY, SFGL, SSGL } from '../test/isolation/fixture.js';
import { get, isolationMatrix, post, row, type Cell } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of what the student-affairs groups keep of a student: their
 * information with its sensitive fields (xsxx), their fee bills (sfgl) and the dormitory's
 * discipline records (ssgl) (test/isolation/matrix.ts says how to read a cell).
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

/** A bill: its student and the staff in charge of them. */
const FEES: Cell[] = [
  ...row(
    'GET sfgl fees/mine',
    get(() => `${SFGL}/fees/mine`),
    (m) => [m.bill],
    {
      sees: ['student'],
      hidden: ['classmate', 'hbstudent'],
      refused: ['studentInB'],
    },
  ),
  ...row(
    'GET sfgl fees/bill',
    get((m) => `${SFGL}/fees/bill?id=${m.bill}`),
    (m) => [m.bill],
    {
      sees: ['student', 'counsellor', 'college', 'office'],
      refused: [
        'classmate',
        'teacher',
        'dorm',
        'hbstudent',
        'hbcounsellor',
        'hboffice',
        'adminB',
        'studentInB',
      ],
    },
  ),
  ...row(
    'POST sfgl fees/list',
    post(
      () => `${SFGL}/fees/list`,
      (m) => ({ academicYear: m.billYear, keyword: m.studentNumber, limit: 500 }),
    ),
    (m) => [m.bill],
    {
      sees: ['counsellor', 'college', 'office'],
      hidden: ['hbcounsellor', 'hboffice'],
      refused: ['student', 'classmate', 'teacher', 'hbstudent'],
    },
  ),
];

/** The dormitory's discipline records: the dormitory office and the staff in charge. */
const DORM_DISCIPLINE: Cell[] = [
  ...row(
    'GET ssgl discipline/list',
    get(() => `${SSGL}/dorm/discipline/list`),
    (m) => [m.dormDiscipline],
    {
      sees: ['dorm', 'counsellor', 'office'],
      hidden: ['hbcounsellor', 'hboffice'],
      refused: ['student', 'classmate', 'teacher', 'hbstudent'],
    },
  ),
  ...row(
    'GET ssgl discipline',
    get((m) => `${SSGL}/dorm/discipline?id=${m.dormDiscipline}`),
    (m) => [m.dormDisciplineFacts],
    {
      sees: ['dorm', 'counsellor', 'office'],
      refused: ['student', 'classmate', 'teacher', 'hbstudent', 'hbcounsellor', 'hboffice', 'adminB'],
    },
  ),
];

isolationMatrix({
  'xsxx student information': STUDENT_INFO,
  'sfgl fee bills': FEES,
  'ssgl discipline records': DORM_DISCIPLINE,
});
