import { SSGL } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-b.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

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

export const ssglIsolation: Record<string, Cell[]> = { 'ssgl discipline records': DORM_DISCIPLINE };
