import { WJDC } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-e.test.ts runs them with its neighbours' on one fixture
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

export const wjdcIsolation: Record<string, Cell[]> = { 'wjdc surveys': SURVEYS };
