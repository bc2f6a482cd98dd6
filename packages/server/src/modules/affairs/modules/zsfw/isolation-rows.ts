import { ZSFW } from '../../../../test/isolation/fixture.js';
import { get, post, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-f.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

const LIST = post(
  () => `${ZSFW}/admissions/list`,
  () => ({}),
);

const ADMISSIONS: Cell[] = [
  ...row(
    'GET zsfw admissions/home',
    get(() => `${ZSFW}/admissions/home`),
    (m) => [m.signup],
    {
      sees: ['student'],
      hidden: ['classmate', 'hbstudent'],
    },
  ),
  ...row('POST zsfw admissions/list', LIST, (m) => [m.signup], {
    sees: ['office'],
    hidden: ['hboffice'],
    refused: ['student', 'classmate', 'teacher', 'hbstudent'],
  }),
  ...row('POST zsfw admissions/list (masked)', LIST, (m) => [m.signupIdNumber], {
    hidden: ['office'],
  }),
  ...row(
    'GET zsfw admissions/detail',
    get((m) => `${ZSFW}/admissions/detail?id=${m.signup}`),
    (m) => [m.signupIdNumber],
    {
      sees: ['student', 'office'],
      refused: ['classmate', 'teacher', 'hbstudent', 'hboffice', 'adminB'],
    },
  ),
];

export const zsfwIsolation: Record<string, Cell[]> = { 'zsfw admissions': ADMISSIONS };
