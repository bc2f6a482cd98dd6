import { SZGZ_MORAL, WJDC } from '../test/isolation/fixture.js';
import { get, isolationMatrix, row, type Cell } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of surveys (wjdc) and the moral-education class (szgz): the survey reaches its audience, a student's
 * answers are theirs, the results are the creator's and the office's and never name who answered
 * (test/isolation/matrix.ts says how to read a cell). The class's sessions are the school's;
 * who signed up is for its staff.
 */
const SURVEYS: Cell[] = [
  ...row(
    'GET wjdc surveys',
    get(() => `${WJDC}/surveys`),
    (m) => [m.survey],
    {
      sees: ['student', 'classmate'],
      hidden: ['hbstudent'],
      refused: ['studentInB'],
    },
  ),
  ...row(
    'GET wjdc survey',
    get((m) => `${WJDC}/surveys/${m.survey}`),
    (m) => [m.surveyAnswer],
    {
      sees: ['student'],
      hidden: ['classmate', 'counsellor'],
      refused: ['hbstudent', 'hboffice', 'adminB'],
    },
  ),
  ...row(
    'GET wjdc results',
    get((m) => `${WJDC}/surveys/${m.survey}/results`),
    (m) => [m.surveyAnswer],
    {
      sees: ['counsellor', 'office'],
      refused: ['student', 'classmate', 'teacher', 'college', 'hbstudent', 'hboffice', 'adminB'],
    },
  ),
  ...row(
    'GET wjdc results (anonymous)',
    get((m) => `${WJDC}/surveys/${m.survey}/results`),
    (m) => [m.studentId, m.studentNumber],
    {
      hidden: ['counsellor', 'office'],
    },
  ),
];

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

isolationMatrix({ 'wjdc surveys': SURVEYS, 'szgz moral-education class': MORAL });
