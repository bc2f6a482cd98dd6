import { ZSFW } from '../test/isolation/fixture.js';
import { get, isolationMatrix, post, row, type Cell } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of admissions (zsfw): a sign-up is its signer's and the admissions
 * office's, listed masked; another school's office sees nothing of it
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

isolationMatrix({ 'zsfw admissions': ADMISSIONS });
