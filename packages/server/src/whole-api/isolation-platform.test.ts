import { describe, expect, it } from 'vitest';
import { OAUTH2, PLATFORM } from '../test/isolation/fixture.js';
import {
  get,
  isolationMatrix,
  list,
  listBody,
  OUTSIDERS_OF_COUNSELLOR,
  post,
  row,
  type Cell,
} from '../test/isolation/matrix.js';

/**
 * Tenant and role isolation of the platform service (announcements, inner messages, address
 * book, files, selector sources, data templates) and of the oauth2 user context
 * (test/isolation/matrix.ts says how to read a cell).
 */

/** Each tree of the selector and the marker row of school A it must show. */
const SELECTOR_TREES = [
  ['org', 'classOrg'],
  ['role', 'roleA'],
  ['position', 'positionA'],
] as const;

const PLATFORM_ROUTES: Cell[] = [
  ...row('POST news query', list(`${PLATFORM}/system/news/query`), (m) => [m.news], {
    sees: ['student'],
    hidden: ['hbstudent', 'adminB'],
  }),
  ...row(
    'POST news query (drafts)',
    list(`${PLATFORM}/system/news/query`, () => ({ 'Q^status^S': 'drafts' })),
    (m) => [m.newsDraft],
    { sees: ['office'], hidden: ['college', 'adminA', 'adminB'] },
  ),
  ...row(
    'GET news get',
    get((m) => `${PLATFORM}/system/news/get?newsId=${m.news}`),
    () => ['甲校内部通知'],
    { sees: ['student'], refused: ['hbstudent', 'adminB'] },
  ),
  ...row(
    'GET news get (draft)',
    get((m) => `${PLATFORM}/system/news/get?newsId=${m.newsDraft}`),
    () => ['甲校通知草稿'],
    { sees: ['office'], refused: ['college', 'adminA', 'adminB'] },
  ),
  ...row('POST messages receive', list(`${PLATFORM}/msg/innerMessage/receive`), (m) => [m.message], {
    sees: ['counsellor'],
    hidden: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'],
  }),
  ...row(
    'GET messages msgList',
    get(() => `${PLATFORM}/msg/innerMessage/msgList?pageNo=1&limit=100`),
    (m) => [m.message],
    { sees: ['counsellor'], hidden: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'] },
  ),
  ...row(
    'GET messages get',
    get((m) => `${PLATFORM}/msg/innerMessage/get?innerMessageId=${m.message}`),
    (m) => [m.message],
    { sees: ['counsellor'], refused: [...OUTSIDERS_OF_COUNSELLOR, 'adminA'] },
  ),
  ...row(
    'POST contacts search',
    list(`${PLATFORM}/contacts/search`, (m) => ({ 'Q^keyword^SL': m.studentNumber })),
    (m) => [m.studentId],
    { sees: ['classmate', 'counsellor'], hidden: ['hbstudent', 'hbcounsellor', 'adminB'] },
  ),
  ...row(
    'POST contacts org/members',
    (m) => list(`${PLATFORM}/contacts/org/members?orgId=${m.classOrg}`)(m),
    (m) => [m.studentId],
    { sees: ['classmate'], refused: ['hbstudent', 'adminB'] },
  ),
  ...row(
    'GET contacts org/children',
    get((m) => `${PLATFORM}/contacts/org/children?orgId=${m.classOrg}`),
    (m) => [m.classOrg],
    { sees: ['classmate'], refused: ['hbstudent', 'adminB'] },
  ),
  ...row(
    'GET contacts card',
    get((m) => `${PLATFORM}/contacts/card?userId=${m.studentId}`),
    (m) => [m.studentNumber],
    { sees: ['classmate'], refused: ['hbstudent', 'adminB'] },
  ),
  ...row(
    'GET file download',
    get((m) => `${PLATFORM}/file/download?attachmentId=${m.attachment}`),
    () => [],
    // An upload nothing holds is its uploader's alone (holding the id is not enough).
    { sees: ['student'], refused: ['classmate', 'counsellor', 'adminA', 'hbstudent', 'adminB'] },
  ),
  ...row(
    'GET file getImage',
    get((m) => `${PLATFORM}/file/getImage?attachmentId=${m.attachment}`),
    () => [],
    // An upload nothing holds is its uploader's alone (holding the id is not enough).
    { sees: ['student'], refused: ['classmate', 'counsellor', 'adminA', 'hbstudent', 'adminB'] },
  ),
  // The stock client's look-ups (issue 32) follow the address book's rule and the selector's.
  ...(['user/get?userId', 'employee/get?employeeId'] as const).flatMap((lookup) =>
    row(
      `GET lookup ${lookup.split('?')[0]}`,
      get((m) => `${PLATFORM}/${lookup}=${m.studentId}`),
      (m) => [m.studentNumber],
      { sees: ['classmate'], refused: ['hbstudent', 'adminB'] },
    ),
  ),
  ...row(
    'GET lookup user/getByAccount',
    get((m) => `${PLATFORM}/user/getByAccount?account=${m.studentAccount}`),
    (m) => [m.studentId],
    { sees: ['classmate'], refused: ['hbstudent', 'adminB'] },
  ),
  ...row('POST lookup org/findTreeData', list(`${PLATFORM}/org/findTreeData`), (m) => [m.classOrg], {
    sees: ['counsellor'],
    hidden: ['hbcounsellor', 'adminB'],
    refused: ['student'],
  }),
  ...row(
    'GET file preview',
    get((m) => `${PLATFORM}/file/preview?attachmentId=${m.attachment}`),
    () => [],
    // The same rule as the download: an upload nothing holds is its uploader's alone.
    { sees: ['student'], refused: ['classmate', 'counsellor', 'adminA', 'hbstudent', 'adminB'] },
  ),
  ...row('POST file attachment/query', list(`${PLATFORM}/file/attachment/query`), (m) => [m.attachment], {
    sees: ['student'],
    hidden: ['classmate', 'counsellor', 'adminA', 'hbstudent', 'adminB'],
  }),
  ...row(
    'POST selector employee/query',
    list(`${PLATFORM}/employee/query`, (m) => ({ 'Q^name^SL': m.counsellorName })),
    (m) => [m.counsellorId],
    { sees: ['college', 'adminA'], hidden: ['hbcounsellor', 'adminB'], refused: ['student'] },
  ),
  // The selector's three trees follow one rule: staff see their own school's, students none.
  ...SELECTOR_TREES.flatMap(([tree, marker]) =>
    row(
      `GET selector ${tree} tree`,
      get(() => `${PLATFORM}/${tree}/findTreeData`),
      (m) => [m[marker]],
      {
        sees: ['counsellor'],
        hidden: ['hbcounsellor', 'adminB'],
        refused: ['student'],
      },
    ),
  ),
  ...row(
    'POST template queryDataTable',
    post(
      () => `${PLATFORM}/data/template/queryDataTable`,
      () => ({ id: 'classRoster', ...listBody() }),
    ),
    (m) => [m.studentNumber],
    { sees: ['counsellor'], hidden: ['hbcounsellor'], refused: ['student'] },
  ),
  ...row(
    'GET template getBuildDataById',
    get(() => `${PLATFORM}/data/template/getBuildDataById?id=classRoster`),
    () => [],
    { sees: ['counsellor'], refused: ['student'] },
  ),
];

const OAUTH2_CONTEXT: Cell[] = [
  ...row(
    'GET oauth2 user/context of another',
    get(() => `${OAUTH2}/user/context?username=counsellor`),
    (m) => [m.counsellorId],
    { sees: ['adminA'], refused: ['student', 'adminB', 'hbstudent', 'hbcounsellor'] },
  ),
  ...row(
    'POST oauth2 user/context of another uid',
    post(
      () => `${OAUTH2}/user/context`,
      (m) => ({ uid: m.counsellorId }),
    ),
    (m) => [m.counsellorId],
    { refused: ['student', 'hbcounsellor'] },
  ),
];

/** Removing or marking what is someone else's is refused or does nothing. */
const PLATFORM_ACTIONS: Cell[] = [
  ...row(
    'POST messages remove',
    post((m) => `${PLATFORM}/msg/innerMessage/remove?innerMessageIds=${m.message}`),
    () => [],
    { refused: ['dorm', 'hbcounsellor', 'adminB'] },
  ),
  ...row(
    'POST messages markRead',
    post((m) => `${PLATFORM}/msg/innerMessage/markRead?innerMessageIds=${m.message}`),
    () => [],
    { ignored: ['dorm', 'hbcounsellor', 'adminB'] },
  ),
  ...row(
    'POST news remove',
    post((m) => `${PLATFORM}/system/news/remove?newsIds=${m.news}`),
    () => [],
    { refused: ['college', 'hbstudent', 'adminB'] },
  ),
];

const current = isolationMatrix({
  platform: PLATFORM_ROUTES,
  'oauth2 context': OAUTH2_CONTEXT,
  'platform actions on others’ data': PLATFORM_ACTIONS,
});

describe('after the refused platform actions', () => {
  it('left the counsellor’s message and the school’s announcement in place', async () => {
    const { t, fixture } = current();
    const { db } = t.database;
    const message = await db
      .selectFrom('innerMessage')
      .select('id')
      .where('id', '=', fixture.markers.message)
      .executeTakeFirst();
    expect(message).toBeDefined();
    const news = await db
      .selectFrom('news')
      .select('id')
      .where('id', '=', fixture.markers.news)
      .executeTakeFirst();
    expect(news).toBeDefined();
  });
});
