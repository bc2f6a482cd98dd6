import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import * as photos from './0088_dorm_inspection_photos.js';

/**
 * Migration 0088 on discipline records written before it: every file their values name, however
 * deep, is held by the record from then on, files that do not exist are left out, and a record
 * whose values do not parse is passed over (its frozen copy of the attachment-reference rule).
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const ref = (id: string) => ({ id, name: `${id}.jpg`, size: 3, type: 'image/jpeg' });

describe('0088: discipline records hold their photos', () => {
  it('links the existing files their values name, and only those', async () => {
    const { db } = database;
    const room = await db.selectFrom('dormRoom').select(['id', 'tenantId']).executeTakeFirstOrThrow();
    const owner = await db.selectFrom('appUser').select('id').executeTakeFirstOrThrow();
    const file = (id: string) => ({
      id,
      tenantId: room.tenantId,
      ownerId: owner.id,
      name: `${id}.jpg`,
      type: 'image/jpeg',
      size: 3,
      sha256: 'x',
      content: Buffer.from('abc'),
      createdAt: 1,
    });
    await db
      .insertInto('attachment')
      .values([file('photo-top'), file('photo-deep')])
      .execute();
    await photos.down(db as unknown as Kysely<unknown>);
    const record = (id: string, data: string) => ({
      id,
      tenantId: room.tenantId,
      roomId: room.id,
      occurredAt: 1,
      category: 'noise',
      action: 'warning',
      facts: 'facts',
      data,
      recorderId: owner.id,
      recorderName: 'recorder',
      version: 1,
      createdAt: 1,
      updatedAt: 1,
    });
    const values = {
      photos: [ref('photo-top'), ref('photo-gone')],
      extra: { nested: [{ picture: ref('photo-deep') }], notARef: { id: 'photo-top', size: '3' } },
    };
    await db
      .insertInto('dormDiscipline')
      .values([record('discipline-1', JSON.stringify(values)), record('discipline-2', '{not json')])
      .execute();

    await photos.up(db as unknown as Kysely<unknown>);

    const held = await db
      .selectFrom('attachmentHolder')
      .select(['attachmentId', 'holderId'])
      .where('holderType', '=', 'dorm_discipline')
      .orderBy('attachmentId')
      .execute();
    expect(held).toEqual([
      { attachmentId: 'photo-deep', holderId: 'discipline-1' },
      { attachmentId: 'photo-top', holderId: 'discipline-1' },
    ]);
  });
});
