import { SZGZ, ZGDW, ZXGL } from '../test/isolation/fixture.js';
import { get, isolationMatrix, row, type Cell } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of the confidential records of the student-affairs groups: sanctions
 * (wjcf), counselling session records (zxgl) and talk records (zgdw)
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

/** Talk records: their author and the office's head; another school's team only their own. */
const TALKS: Cell[] = [
  ...row(
    'GET zgdw talks',
    get(() => `${ZGDW}/team/talks`),
    (m) => [m.talkTopic],
    {
      sees: ['counsellor', 'office'],
      hidden: ['hbcounsellor', 'hboffice'],
      refused: ['student', 'classmate', 'teacher', 'college', 'dorm', 'adminA', 'adminB'],
    },
  ),
];

isolationMatrix({
  'wjcf sanctions': SANCTIONS,
  'zxgl session records': COUNSELLING,
  'zgdw talk records': TALKS,
});
