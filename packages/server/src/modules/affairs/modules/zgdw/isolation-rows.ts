import { ZGDW } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-a.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

/** Talk records: their author, the student's college and the office's head; another school's team only their own. */
const TALKS: Cell[] = [
  ...row(
    'GET zgdw talks',
    get(() => `${ZGDW}/team/talks`),
    (m) => [m.talkTopic],
    {
      sees: ['counsellor', 'college', 'office'],
      hidden: ['hbcounsellor', 'hboffice'],
      refused: ['student', 'classmate', 'teacher', 'dorm', 'adminA', 'adminB'],
    },
  ),
];

export const zgdwIsolation: Record<string, Cell[]> = { 'zgdw talk records': TALKS };
