import { JCZY } from '../../../../test/isolation/fixture.js';
import { get, row, type Cell } from '../../../../test/isolation/matrix.js';

/**
 * The group's rows of the tenant and role isolation matrix, kept beside the group;
 * whole-api/isolation-groups-c.test.ts runs them with its neighbours' on one fixture
 * (test/isolation/matrix.ts says how to read a cell).
 */

const COLLECTION: Cell[] = [
  ...row(
    'GET xxcj mine',
    get(() => `${JCZY}/xxcj/mine`),
    (m) => [m.collection],
    {
      sees: ['student', 'classmate'],
      hidden: ['hbstudent'],
    },
  ),
  ...row(
    'GET xxcj collection',
    get((m) => `${JCZY}/xxcj/collection?id=${m.collection}`),
    (m) => [m.collectionPhone],
    {
      sees: ['student'],
      hidden: ['classmate'],
      refused: ['hbstudent', 'studentInB'],
    },
  ),
  ...row(
    'GET xxcj staff',
    get(() => `${JCZY}/xxcj/staff`),
    (m) => [m.collection],
    {
      sees: ['counsellor'],
      hidden: ['hbcounsellor', 'hboffice'],
      refused: ['student', 'classmate', 'hbstudent'],
    },
  ),
  ...row(
    'GET xxcj results',
    get((m) => `${JCZY}/xxcj/results?id=${m.collection}`),
    (m) => [m.collection],
    {
      sees: ['counsellor', 'college', 'office'],
      refused: ['student', 'classmate', 'hbcounsellor', 'hboffice', 'adminB'],
    },
  ),
  ...row(
    'GET xxcj missing',
    get((m) => `${JCZY}/xxcj/missing?id=${m.collection}`),
    (m) => [m.classmateNumber],
    {
      sees: ['counsellor'],
      refused: ['student', 'classmate', 'hbcounsellor', 'hboffice', 'adminB'],
    },
  ),
];

export const xxcjIsolation: Record<string, Cell[]> = { 'xxcj information collection': COLLECTION };
