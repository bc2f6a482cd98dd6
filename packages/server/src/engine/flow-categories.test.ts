import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/open-database.js';
import { insertFlowCategory } from './flow-categories.js';

describe('insertFlowCategory', () => {
  const { database, school } = openTestDatabase();
  const db = () => database.db;
  const rowOf = (id: string) =>
    db()
      .selectFrom('catType')
      .select(['tenantId', 'categoryKey', 'parentId', 'name', 'names', 'typeKey', 'sort', 'createdAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('files a category named in every language under its parent', async () => {
    const title = { 'zh-CN': '测试', 'zh-TW': '測試', 'en-US': 'Trial', 'ja-JP': 'テスト' };
    const parentId = await insertFlowCategory(
      db(),
      { tenantId: school.tenantId, typeKey: 'trial_parent', title, parentId: null, sort: 0 },
      5,
    );
    const id = await insertFlowCategory(
      db(),
      { tenantId: school.tenantId, typeKey: 'trial_child', title, parentId, sort: 3 },
      7,
    );
    expect(await rowOf(id)).toEqual({
      tenantId: school.tenantId,
      categoryKey: 'FLOW_TYPE',
      parentId,
      name: '测试',
      names: JSON.stringify(title),
      typeKey: 'trial_child',
      sort: 3,
      createdAt: 7,
    });
  });

  it('keeps a plain name without other languages', async () => {
    const id = await insertFlowCategory(
      db(),
      { tenantId: school.tenantId, typeKey: 'trial_plain', title: '本校流程', parentId: null, sort: 10 },
      9,
    );
    expect(await rowOf(id)).toMatchObject({ name: '本校流程', names: null, sort: 10 });
  });
});
