import { describe, expect, it } from 'vitest';
import { BPM, SECRET_REASON } from '../test/isolation/fixture.js';
import {
  get,
  isolationMatrix,
  list,
  OUTSIDERS_OF_COUNSELLOR,
  OUTSIDERS_OF_STUDENT,
  post,
  row,
  type Cell,
} from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of the BPM API (test/isolation/matrix.ts says how to read a cell):
 * every list and detail route, and acting on what is someone else's.
 */

const BPM_LISTS: Cell[] = [
  ...row('POST bpm my/requested', list(`${BPM}/initiated/query/my/requested`), (m) => [m.instance], {
    sees: ['student'],
    hidden: [...OUTSIDERS_OF_STUDENT, 'counsellor'],
  }),
  ...row('POST bpm my/draft', list(`${BPM}/initiated/query/my/draft`), (m) => [m.draft], {
    sees: ['student'],
    hidden: OUTSIDERS_OF_STUDENT,
  }),
  ...row('POST bpm my/completed', list(`${BPM}/initiated/query/my/completed`), (m) => [m.concluded], {
    sees: ['backFromLeave'],
    hidden: ['student', 'classmate', 'adminB', 'hbstudent'],
  }),
  ...row('POST bpm process/new (A)', list(`${BPM}/initiated/query/process/new`), (m) => [m.leaveDefA], {
    sees: ['student', 'adminA'],
    hidden: ['adminB', 'hbstudent'],
  }),
  ...row('POST bpm process/new (B)', list(`${BPM}/initiated/query/process/new`), (m) => [m.leaveDefB], {
    sees: ['hbstudent', 'adminB'],
    hidden: ['student', 'adminA'],
  }),
  ...row('POST bpm favorited', list(`${BPM}/initiated/query/favorited`), (m) => [m.leaveDefA], {
    sees: ['student'],
    hidden: OUTSIDERS_OF_STUDENT,
  }),
  ...row('POST bpm pending (A)', list(`${BPM}/received/query/pending`), (m) => [m.task], {
    sees: ['counsellor'],
    hidden: [...OUTSIDERS_OF_COUNSELLOR, 'student', 'classmate', 'office', 'adminA'],
  }),
  ...row('POST bpm pending (B)', list(`${BPM}/received/query/pending`), (m) => [m.taskB], {
    sees: ['hbcounsellor'],
    hidden: ['counsellor', 'adminA', 'adminB'],
  }),
  ...row('POST bpm handled', list(`${BPM}/received/query/handled`), (m) => [m.handled], {
    sees: ['counsellor'],
    hidden: [...OUTSIDERS_OF_COUNSELLOR, 'adminA', 'student'],
  }),
  ...row('POST bpm handled/task', list(`${BPM}/received/query/handled/task`), (m) => [m.handled], {
    sees: ['counsellor'],
    hidden: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'],
  }),
  ...row('POST bpm handled/revokable', list(`${BPM}/received/query/handled/revokable`), (m) => [m.handled], {
    sees: ['counsellor'],
    hidden: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'],
  }),
  ...row('POST bpm received/completed', list(`${BPM}/received/query/completed`), (m) => [m.concluded], {
    sees: ['counsellor'],
    hidden: [...OUTSIDERS_OF_COUNSELLOR, 'student'],
  }),
  ...row('POST bpm copyto', list(`${BPM}/received/query/copyto`), (m) => [m.instance], {
    sees: ['teacher'],
    hidden: ['office', 'counsellor', 'adminA', 'adminB', 'hbcounsellor'],
  }),
  ...row('POST bpm task/change/query', list(`${BPM}/task/change/query`), (m) => [m.change], {
    sees: ['counsellor'],
    hidden: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'],
  }),
  ...row('POST bpm agent/query', list(`${BPM}/agent/query`), (m) => [m.agent], {
    sees: ['counsellor', 'office'],
    hidden: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'],
  }),
  ...row('POST bpm common/statment/query', list(`${BPM}/common/statment/query`), (m) => [m.phrase], {
    sees: ['student'],
    hidden: OUTSIDERS_OF_STUDENT,
  }),
];

const BPM_DETAILS: Cell[] = [
  ...row(
    'GET bpm instance/getFormData',
    get((m) => `${BPM}/instance/getFormData?proInstId=${m.instance}`),
    () => [SECRET_REASON],
    {
      sees: ['student', 'counsellor', 'teacher'],
      refused: [...OUTSIDERS_OF_STUDENT, 'dorm', 'hbcounsellor'],
    },
  ),
  ...row(
    'GET bpm task/getFormData',
    get((m) => `${BPM}/task/getFormData?taskId=${m.task}`),
    () => [SECRET_REASON],
    { sees: ['counsellor'], refused: [...OUTSIDERS_OF_COUNSELLOR, 'classmate', 'adminA'] },
  ),
  ...row(
    'POST bpm instance/flowHistory',
    post(
      () => `${BPM}/instance/flowHistory`,
      (m) => ({ instId: m.instance }),
    ),
    (m) => [m.counsellorName],
    { sees: ['student', 'counsellor'], refused: [...OUTSIDERS_OF_STUDENT, 'hbcounsellor'] },
  ),
  ...row(
    'GET bpm instance/flowImageXml',
    get((m) => `${BPM}/instance/flowImageXml?instId=${m.instance}`),
    () => [],
    { sees: ['student'], refused: OUTSIDERS_OF_STUDENT },
  ),
  ...row(
    'GET bpm task/rejectNodes',
    get((m) => `${BPM}/task/rejectNodes?taskId=${m.task}`),
    () => [],
    { sees: ['counsellor'], refused: OUTSIDERS_OF_COUNSELLOR },
  ),
  ...row(
    'GET bpm task/toAddSignTask',
    get((m) => `${BPM}/task/toAddSignTask?taskId=${m.task}`),
    () => [],
    { sees: ['counsellor'], refused: OUTSIDERS_OF_COUNSELLOR },
  ),
  ...row(
    'GET bpm task/change/get',
    get((m) => `${BPM}/task/change/get?id=${m.change}`),
    () => ['出差'],
    { sees: ['counsellor'], refused: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'] },
  ),
  ...row(
    'GET bpm agent/get',
    get((m) => `${BPM}/agent/get?id=${m.agent}`),
    (m) => [m.agent],
    { sees: ['counsellor'], refused: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'] },
  ),
];

/** Acting on what is not yours is refused as well (the last tests check nothing changed). */
const BPM_ACTIONS: Cell[] = [
  ...row(
    'POST bpm task/agree',
    post(
      () => `${BPM}/task/agree`,
      (m) => ({ taskId: m.task }),
    ),
    () => [],
    {
      refused: [...OUTSIDERS_OF_COUNSELLOR, 'student', 'adminA'],
    },
  ),
  ...row(
    'POST bpm task/urge',
    post(
      () => `${BPM}/task/urge`,
      (m) => ({ instId: m.instance }),
    ),
    () => [],
    {
      refused: ['classmate', 'hbstudent', 'adminB'],
    },
  ),
  ...row(
    'POST bpm instance/revoke',
    post(
      () => `${BPM}/instance/revoke`,
      (m) => ({ instId: m.instance }),
    ),
    () => [],
    {
      refused: ['classmate', 'hbstudent', 'adminA', 'adminB'],
    },
  ),
  ...row(
    'POST bpm instance/doEndProcess',
    post((m) => `${BPM}/instance/doEndProcess?instId=${m.instance}`),
    () => [],
    { refused: ['classmate', 'hbstudent', 'adminA', 'adminB'] },
  ),
  ...row(
    'POST bpm instance/start (A process)',
    post(
      () => `${BPM}/instance/start`,
      (m) => ({ defId: m.leaveDefA, data: '{}' }),
    ),
    () => [],
    { refused: ['hbstudent', 'adminB'] },
  ),
  ...row(
    'POST bpm instance/start (A draft)',
    post(
      () => `${BPM}/instance/start`,
      (m) => ({ proInstId: m.draft, data: '{}' }),
    ),
    () => [],
    { refused: ['classmate', 'hbstudent', 'adminB'] },
  ),
  ...row(
    'POST bpm saveFavorites (A process)',
    post((m) => `${BPM}/definition/saveFavorites?defIds=${m.leaveDefA}`),
    () => [],
    { refused: ['hbstudent', 'adminB'] },
  ),
  ...row(
    'POST bpm draft/remove',
    post((m) => `${BPM}/initiated/draft/remove?ids=${m.draft}`),
    () => [],
    { ignored: ['classmate', 'hbstudent', 'adminB'] },
  ),
  ...row(
    'POST bpm common/statment/remove',
    post((m) => `${BPM}/common/statment/remove?ids=${m.phrase}`),
    () => [],
    { ignored: ['classmate', 'hbstudent', 'adminB'] },
  ),
  ...row(
    'POST bpm agent/setEnable',
    post((m) => `${BPM}/agent/setEnable?id=${m.agent}&isEnabled=true`),
    () => [],
    { refused: ['dorm', 'hbcounsellor', 'adminB'] },
  ),
  ...row(
    'POST bpm agent/save (to B)',
    post(
      () => `${BPM}/agent/save`,
      (m) => ({
        agenterId: m.hbcounsellorId,
        startDate: Date.now(),
        endDate: Date.now() + 86_400_000,
      }),
    ),
    () => [],
    { refused: ['counsellor'] },
  ),
  ...row(
    'POST bpm task/change/setStatus',
    post((m) => `${BPM}/task/change/setStatus?id=${m.change}&status=cancel`),
    () => [],
    { refused: ['dorm', 'hbcounsellor', 'adminB'] },
  ),
  // Lock and suspension (issue 32 item 5): the counsellor's task is not shared, so nobody may lock
  // it; nobody but the school's administrator may suspend or recover the request, and no other
  // school's.
  ...row(
    'POST bpm task/lock',
    post((m) => `${BPM}/task/lock?taskId=${m.task}`),
    () => [],
    { refused: [...OUTSIDERS_OF_COUNSELLOR, 'counsellor', 'student', 'adminA'] },
  ),
  ...row(
    'POST bpm task/unlock',
    post((m) => `${BPM}/task/unlock?taskId=${m.task}`),
    () => [],
    { refused: [...OUTSIDERS_OF_COUNSELLOR, 'counsellor', 'student', 'adminA'] },
  ),
  ...row(
    'POST bpm task/suspendProcess',
    post((m) => `${BPM}/task/suspendProcess?taskId=${m.task}`),
    () => [],
    { refused: [...OUTSIDERS_OF_COUNSELLOR, 'counsellor', 'student', 'classmate', 'hbstudent'] },
  ),
  ...row(
    'POST bpm task/recoverProcess',
    post((m) => `${BPM}/task/recoverProcess?taskId=${m.task}`),
    () => [],
    { refused: [...OUTSIDERS_OF_COUNSELLOR, 'counsellor', 'student', 'classmate', 'hbstudent'] },
  ),
];

const current = isolationMatrix({
  'BPM lists': BPM_LISTS,
  'BPM details': BPM_DETAILS,
  'BPM actions on others’ data': BPM_ACTIONS,
});

describe('after the refused BPM actions', () => {
  it('left the student’s request running with its task still the counsellor’s', async () => {
    const { t, fixture } = current();
    const { db } = t.database;
    const instance = await db
      .selectFrom('bpmInstance')
      .select('status')
      .where('id', '=', fixture.markers.instance)
      .executeTakeFirstOrThrow();
    expect(instance.status).toBe('running');
    const task = await db
      .selectFrom('bpmTask')
      .select(['status', 'assigneeId'])
      .where('id', '=', fixture.markers.task)
      .executeTakeFirstOrThrow();
    expect(task).toEqual({ status: 'pending', assigneeId: fixture.markers.counsellorId });
  });

  it('left what others tried to remove, enable, cancel or favour as it was', async () => {
    const { t, fixture } = current();
    const { db } = t.database;
    const m = fixture.markers;
    const exists = async (table: 'bpmInstance' | 'bpmPhrase', id: string) =>
      (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    expect(await exists('bpmInstance', m.draft)).toBe(true);
    expect(await exists('bpmPhrase', m.phrase)).toBe(true);
    const agent = await db
      .selectFrom('bpmAgent')
      .select('isEnabled')
      .where('id', '=', m.agent)
      .executeTakeFirst();
    expect(agent).toEqual({ isEnabled: 'N' });
    const change = await db
      .selectFrom('bpmTaskChange')
      .select('status')
      .where('id', '=', m.change)
      .executeTakeFirst();
    expect(change?.status).not.toBe('cancel');
    const favourites = await db
      .selectFrom('bpmFavorite')
      .select('userId')
      .where('userId', 'in', [fixture.as.hbstudent.userId, fixture.as.adminB.userId])
      .execute();
    expect(favourites).toEqual([]);
  });
});
