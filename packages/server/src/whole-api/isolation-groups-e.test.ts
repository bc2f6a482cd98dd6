import { WJDC } from '../test/isolation/fixture.js';
import { get, isolationMatrix, row, type Cell } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of surveys (wjdc): the survey reaches its audience, a student's
 * answers are theirs, the results are the creator's and the office's and never name who answered
 * (test/isolation/matrix.ts says how to read a cell).
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

isolationMatrix({ 'wjdc surveys': SURVEYS });
