import { SFGL } from '../../../../test/isolation/fixture.js';
import { get, post, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-b.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

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

export const sfglIsolation: Record<string, Cell[]> = { 'sfgl fee bills': FEES };
