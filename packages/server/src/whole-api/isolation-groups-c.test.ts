import { JCZY } from '../test/isolation/fixture.js';
import { get, isolationMatrix, row, type Cell } from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of the information collection (xxcj) and the class register (jczy):
 * what a student filled in is theirs and their staff's; the register is the class monitor's and
 * the staff in charge of the class's; another school sees nothing of either
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

const REGISTER: Cell[] = [
  ...row(
    'GET jczy class/register of the class',
    get((m) => `${JCZY}/class/register?classId=${m.classOrg}`),
    (m) => [m.registerNotes],
    {
      sees: ['student', 'counsellor', 'college', 'office'],
      refused: ['classmate', 'teacher', 'hbstudent', 'hbcounsellor', 'adminB'],
    },
  ),
  ...row(
    'GET jczy class/register',
    get(() => `${JCZY}/class/register`),
    (m) => [m.registerNotes],
    {
      sees: ['student'],
      hidden: ['classmate', 'hbstudent', 'hbcounsellor', 'hboffice'],
    },
  ),
];

isolationMatrix({ 'xxcj information collection': COLLECTION, 'jczy class register': REGISTER });
