import { YXXT, ZSFW } from '../test/isolation/fixture.js';
import { get, isolationMatrix, post, row, type Cell } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of admissions (zsfw) and onboarding (yxxt): a sign-up is its signer's
 * and the admissions office's, listed masked; a question is its asker's and the staff in charge
 * of them until it is put in the FAQ; another school sees nothing of either
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

const questions = (scope: string) => get(() => `${YXXT}/onboarding/questions?scope=${scope}`);

const ONBOARDING: Cell[] = [
  ...row('GET yxxt questions mine', questions('mine'), (m) => [m.question], {
    sees: ['student'],
    hidden: ['classmate', 'hbstudent'],
  }),
  ...row('GET yxxt questions open', questions('open'), (m) => [m.question], {
    sees: ['counsellor', 'office'],
    hidden: ['hbcounsellor', 'hboffice'],
    refused: ['student', 'classmate', 'hbstudent'],
  }),
  ...row('GET yxxt questions faq', questions('faq'), (m) => [m.question], {
    hidden: ['student', 'classmate', 'counsellor'],
  }),
  ...row(
    'GET yxxt question',
    get((m) => `${YXXT}/onboarding/questions/${m.question}`),
    (m) => [m.questionBody],
    {
      sees: ['student', 'counsellor', 'office'],
      refused: ['classmate', 'teacher', 'hbstudent', 'hbcounsellor', 'hboffice', 'adminB'],
    },
  ),
];

isolationMatrix({ 'zsfw admissions': ADMISSIONS, 'yxxt onboarding questions': ONBOARDING });
