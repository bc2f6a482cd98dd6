import { ZXGL } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-a.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

/** Session records: the counselling centre's staff only; everyone else as for no record. */
const COUNSELLING: Cell[] = [
  ...row(
    'GET zxgl session record',
    get((m) => `${ZXGL}/counselling/bookings/${m.counsellingBooking}/record`),
    (m) => [m.counsellingSummary],
    {
      sees: ['centre'],
      refused: [
        'student',
        'counsellor',
        'college',
        'office',
        'adminA',
        'adminB',
        'hbstudent',
        'hbcounsellor',
      ],
    },
  ),
  ...row(
    'GET zxgl schedule',
    get(() => `${ZXGL}/counselling/schedule`),
    (m) => [m.counsellingSummary],
    {
      hidden: ['centre'],
      refused: ['student', 'counsellor', 'office', 'hbcounsellor', 'adminB'],
    },
  ),
];

export const zxglIsolation: Record<string, Cell[]> = { 'zxgl session records': COUNSELLING };
