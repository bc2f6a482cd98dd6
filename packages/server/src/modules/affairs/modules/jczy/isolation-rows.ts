import { JCZY } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-c.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

const REGISTER: Cell[] = [
  ...row(
    'GET jczy class/register of the class',
    get((m) => `${JCZY}/class/register?classId=${m.classOrg}`),
    (m) => [m.registerNotes],
    {
      sees: ['student', 'counsellor', 'college', 'office'],
      refused: ['classmate', 'teacher', 'hbstudent', 'hbcounsellor', 'adminB'],
    },
  ),
  ...row(
    'GET jczy class/register',
    get(() => `${JCZY}/class/register`),
    (m) => [m.registerNotes],
    {
      sees: ['student'],
      hidden: ['classmate', 'hbstudent', 'hbcounsellor', 'hboffice'],
    },
  ),
];

export const jczyIsolation: Record<string, Cell[]> = { 'jczy class register': REGISTER };
