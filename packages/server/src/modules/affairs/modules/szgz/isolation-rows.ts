import { SZGZ_MORAL } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-e.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

const MORAL: Cell[] = [
  ...row(
    'GET szgz moral/sessions',
    get(() => `${SZGZ_MORAL}/sessions`),
    (m) => [m.moralSession],
    {
      sees: ['student', 'classmate'],
      hidden: ['hbstudent'],
      refused: ['counsellor', 'studentInB'],
    },
  ),
  ...row(
    'GET szgz moral/manage',
    get(() => `${SZGZ_MORAL}/manage`),
    (m) => [m.moralSession],
    {
      sees: ['counsellor', 'office'],
      hidden: ['hbcounsellor', 'hboffice'],
      refused: ['student', 'classmate'],
    },
  ),
  ...row(
    'GET szgz moral/roster',
    get((m) => `${SZGZ_MORAL}/roster?sessionId=${m.moralSession}`),
    (m) => [m.studentNumber],
    {
      sees: ['counsellor', 'office'],
      refused: ['student', 'classmate', 'hbcounsellor', 'hboffice', 'adminB'],
    },
  ),
];

export const szgzIsolation: Record<string, Cell[]> = { 'szgz moral-education class': MORAL };
