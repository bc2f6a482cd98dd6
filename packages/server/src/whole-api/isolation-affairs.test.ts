import { describe, expect, it } from 'vitest';
import { LXGL, SECRET_REASON } from '../test/isolation/fixture.js';
import {
  get,
  isolationMatrix,
  list,
  listBody,
  OUTSIDERS_OF_STUDENT,
  post,
  row,
  type Cell,
} from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of the student-affairs modules and leave's own routes
 * (test/isolation/matrix.ts says how to read a cell).
 */

const AFFAIRS: Cell[] = [
  ...row('POST leave mine', list(`${LXGL}/affairs/leave/mine`), (m) => [m.instance], {
    sees: ['student'],
    hidden: OUTSIDERS_OF_STUDENT,
  }),
  ...row('POST leave review', list(`${LXGL}/affairs/leave/review`), (m) => [m.instance], {
    sees: ['counsellor'],
    hidden: ['hbcounsellor'],
    refused: ['student', 'classmate'],
  }),
  ...row('POST leaveReturn review', list(`${LXGL}/affairs/leaveReturn/review`), () => [], {
    refused: ['student'],
  }),
  ...row(
    'GET leave detail',
    get((m) => `${LXGL}/affairs/leave/detail?id=${m.instance}`),
    () => [SECRET_REASON],
    {
      sees: ['student', 'counsellor', 'teacher'],
      refused: [...OUTSIDERS_OF_STUDENT, 'dorm', 'hbcounsellor'],
    },
  ),
  ...row(
    'GET leave today',
    get(() => `${LXGL}/leave/today`),
    () => ['202411103'],
    { sees: ['counsellor'], hidden: ['hbcounsellor'], refused: ['student'] },
  ),
  ...row(
    'POST leave destination/check',
    post(
      () => `${LXGL}/leave/destination/check`,
      (m) => ({ batchId: m.batchA, ...listBody() }),
    ),
    (m) => [m.studentNumber],
    { sees: ['counsellor'], refused: ['hbcounsellor', 'student'] },
  ),
  ...row(
    'GET leave destination/mine',
    get((m) => `${LXGL}/leave/destination/mine?batchId=${m.batchA}`),
    (m) => [m.destinationAddress],
    { sees: ['student'], hidden: ['classmate'], refused: ['hbstudent'] },
  ),
  // The comprehensive evaluation's scores: the student's own, and the class table for staff in charge.
  ...row(
    'GET zhcpgl evaluation/mine',
    get(() => `/api/zhcpgl/v3/evaluation/mine`),
    (m) => [m.studentNumber],
    { sees: ['student'], hidden: ['classmate', 'hbstudent'], refused: ['counsellor'] },
  ),
  ...row(
    'GET zhcpgl evaluation/class',
    get((m) => `/api/zhcpgl/v3/evaluation/class?classId=${m.classOrg}`),
    (m) => [m.studentNumber],
    { sees: ['counsellor'], refused: ['student', 'classmate', 'hbcounsellor', 'adminB', 'dorm'] },
  ),
  ...row(
    'GET leave batch',
    get(() => `${LXGL}/leave/batch?kind=destination`),
    (m) => [m.batchA],
    { sees: ['student'], hidden: ['hbstudent', 'adminB'] },
  ),
];

/** Acting on someone else's leave is refused. */
const LEAVE_ACTIONS: Cell[] = [
  ...row(
    'POST leave cancel',
    post(
      () => `${LXGL}/leave/cancel`,
      (m) => ({ id: m.instance }),
    ),
    () => [],
    {
      refused: ['classmate', 'hbstudent', 'adminB'],
    },
  ),
  ...row(
    'POST leave apply (A draft)',
    post(
      () => `${LXGL}/affairs/leave/apply`,
      (m) => ({ draftId: m.draft, data: {} }),
    ),
    () => [],
    { refused: ['classmate', 'hbstudent'] },
  ),
];

const current = isolationMatrix({
  'affairs and leave': AFFAIRS,
  'leave actions on others’ data': LEAVE_ACTIONS,
});

describe('after the refused leave actions', () => {
  it('left the student’s leave running and their draft a draft', async () => {
    const { t, fixture } = current();
    const rows = await t.database.db
      .selectFrom('bpmInstance')
      .select(['id', 'status'])
      .where('id', 'in', [fixture.markers.instance, fixture.markers.draft])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [fixture.markers.instance]: 'running',
      [fixture.markers.draft]: 'draft',
    });
  });
});
