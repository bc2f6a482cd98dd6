import { SZGZ } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-a.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

/** Sanctions: the student and the staff in charge of them; the school's notice masked. */
const SANCTIONS: Cell[] = [
  ...row(
    'GET wjcf sanctions',
    get(() => `${SZGZ}/discipline/sanctions`),
    (m) => [m.sanction],
    {
      sees: ['backFromLeave', 'counsellor', 'college', 'office'],
      hidden: ['student', 'classmate', 'teacher', 'dorm', 'hbcounsellor', 'hbstudent', 'adminB', 'hboffice'],
    },
  ),
  ...row(
    'GET wjcf sanction',
    get((m) => `${SZGZ}/discipline/sanction?id=${m.sanction}`),
    (m) => [m.sanctionFacts],
    {
      sees: ['backFromLeave', 'counsellor', 'college', 'office'],
      refused: ['student', 'classmate', 'teacher', 'dorm', 'hbcounsellor', 'hbstudent', 'adminB', 'hboffice'],
    },
  ),
  ...row(
    'GET wjcf notices',
    get(() => `${SZGZ}/discipline/notices`),
    (m) => [m.sanction],
    {
      sees: ['student', 'classmate'],
      hidden: ['hbstudent', 'hbcounsellor', 'adminB'],
    },
  ),
  ...row(
    'GET wjcf notices (masked)',
    get(() => `${SZGZ}/discipline/notices`),
    (m) => [m.sanctionFacts, m.backFromLeaveNumber],
    { hidden: ['student', 'classmate', 'teacher', 'counsellor', 'office'] },
  ),
];

export const wjcfIsolation: Record<string, Cell[]> = { 'wjcf sanctions': SANCTIONS };
