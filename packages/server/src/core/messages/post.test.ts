import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { postMessages } from './post.js';

let database: TestDatabase;
let tenantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (await database.db.selectFrom('tenant').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => database.destroy());

it('posts one unread row per distinct receiver, and nothing for nobody', async () => {
  const message = {
    tenantId,
    subject: 'Hello',
    content: 'Body',
    messageType: 'system' as const,
    sender: null,
    bizType: 'test',
    bizId: '1',
    now: 1000,
  };
  expect(await postMessages(database.db, { ...message, receiverIds: ['a', 'b', 'a'] })).toBe(2);
  expect(await postMessages(database.db, { ...message, receiverIds: [] })).toBe(0);
  const rows = await database.db
    .selectFrom('innerMessage')
    .selectAll()
    .where('bizType', '=', 'test')
    .orderBy('receiverId')
    .execute();
  expect(rows.map((r) => [r.receiverId, r.subject, r.readAt, r.messageType, r.createdAt])).toEqual([
    ['a', 'Hello', null, 'system', 1000],
    ['b', 'Hello', null, 'system', 1000],
  ]);
});
