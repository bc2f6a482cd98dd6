import { YXXT } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-f.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

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

export const yxxtIsolation: Record<string, Cell[]> = { 'yxxt onboarding questions': ONBOARDING };
