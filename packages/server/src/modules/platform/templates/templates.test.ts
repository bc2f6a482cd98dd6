import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../../test/signed-in-app.js';
import type { SignedIn } from '../../../test/auth.js';
import { accounts, call, listBody, tenantIds, type ListData } from '../test-helpers.js';

interface BuildData {
  id: string;
  name: string;
  dataset: string;
  columns: { key: string; label: string; type: string; dictionary: string | null }[];
  filters: { key: string; label: string; op: string; param: string }[];
  sorts: { field: string; label: string }[];
  defaultSort: { field: string; order: string };
}
type Row = Record<string, string | number | null>;

describe('data templates', () => {
  let as: ReturnType<typeof accounts>;
  const t = openTestApp(async (app) => {
    as = accounts(app);
  });

  /** Stores a template of the counsellor's class students (myClassStudents) in the first school, straight in the table. */
  const storeClassTemplate = async (id: string, definition: object) => {
    const schools = await tenantIds(t.app);
    await t.app.database.db
      .insertInto('dataTemplate')
      .values({
        tenantId: schools.jnlg!,
        id,
        dataset: 'myClassStudents',
        definition: JSON.stringify(definition),
        createdAt: Date.now(),
      })
      .execute();
  };
  const build = (who: SignedIn, id: string) =>
    call<BuildData>(t.app, who, 'GET', `/data/template/getBuildDataById?id=${encodeURIComponent(id)}`);
  const rows = (
    who: SignedIn,
    id: string,
    filters: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) =>
    call<ListData<Row>>(t.app, who, 'POST', '/data/template/queryDataTable', {
      id,
      ...listBody(filters, extra),
    });

  it('describes a template in the caller’s language', async () => {
    const { body } = await build(await as('counsellor'), 'classRoster');
    expect(body.data).toMatchObject({ id: 'classRoster', name: 'Class roster', dataset: 'myClassStudents' });
    expect(body.data.columns.map((c) => c.key)).toEqual(['number', 'name', 'gender', 'className', 'phone']);
    expect(body.data.columns[2]).toEqual({
      key: 'gender',
      label: 'Gender',
      type: 'string',
      dictionary: 'gender',
    });
    expect(body.data.filters[0]).toMatchObject({ key: 'name', op: 'SL', param: 'Q^name^SL', label: 'Name' });
    expect(body.data.defaultSort).toEqual({ field: 'number', order: 'ASC' });
  });

  it('gives a counsellor the students of their classes, with the template’s columns only', async () => {
    const counsellor = await as('counsellor');
    const all = (await rows(counsellor, 'classRoster')).body.data;
    expect(all.pageResult.totalCount).toBe(34); // two classes of 17
    expect(Object.keys(all.dataResult[0]!)).toEqual(['number', 'name', 'gender', 'className', 'phone']);
    const numbers = all.dataResult.map((r) => r.number as string);
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(all.dataResult.map((r) => r.className))).toEqual(
      new Set(['软件工程2024级1班', '软件工程2025级1班']),
    );

    const contacts = (await rows(counsellor, 'classContacts', { 'Q^name^SL': '李明' })).body.data;
    expect(contacts.dataResult).toContainEqual({
      name: '李明轩',
      className: '软件工程2024级1班',
      phone: '13900000002',
    });
  });

  it('applies the template’s filters and sorts, and refuses any other', async () => {
    const counsellor = await as('counsellor');
    const women = (await rows(counsellor, 'classRoster', { 'Q^gender^S': 'female' })).body.data.dataResult;
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((r) => r.gender === 'female')).toBe(true);
    const byName = (await rows(counsellor, 'classRoster', {}, { sorts: [{ field: 'name', order: 'DESC' }] }))
      .body.data.dataResult;
    expect(byName.map((r) => r.name)).toEqual([...byName.map((r) => r.name)].sort().reverse());
    expect((await rows(counsellor, 'classRoster', { 'Q^phone^S': '13900000002' })).body.state).toBe(400);
    expect((await rows(counsellor, 'classRoster', { 'Q^name^S': '李明轩' })).body.state).toBe(400); // only SL
    expect(
      (await rows(counsellor, 'classRoster', {}, { sorts: [{ field: 'phone', order: 'ASC' }] })).body.state,
    ).toBe(400);
  });

  it('opens every seeded template in the order it describes (issue 17: 学生联系方式 never loaded)', async () => {
    const readers = { classRoster: 'counsellor', classContacts: 'counsellor', myNotices: 'office' } as const;
    for (const [id, account] of Object.entries(readers)) {
      const who = await as(account);
      const described = (await build(who, id)).body.data;
      expect(
        described.sorts.map((s) => s.field),
        id,
      ).toContain(described.defaultSort.field);
      const opened = await rows(who, id, {}, { sorts: [described.defaultSort] });
      expect(opened.body.state, `${id}: ${opened.body.message}`).toBe(200);
      expect(opened.body.data.pageResult.totalCount, id).toBeGreaterThan(0);
    }
  });

  it('opens a stored template without a default order by its first sort, and accepts that order back', async () => {
    await storeClassTemplate('phonesByName', {
      name: '电话',
      columns: [{ key: 'name', label: '姓名' }],
      sorts: [{ key: 'name', label: '姓名' }],
    });
    const counsellor = await as('counsellor');
    const described = (await build(counsellor, 'phonesByName')).body.data;
    expect(described.defaultSort).toEqual({ field: 'name', order: 'ASC' });
    const opened = await rows(counsellor, 'phonesByName', {}, { sorts: [described.defaultSort] });
    expect(opened.body.state).toBe(200);
    // The dataset's own default (number) is not this template's to offer.
    const byNumber = await rows(
      counsellor,
      'phonesByName',
      {},
      { sorts: [{ field: 'number', order: 'ASC' }] },
    );
    expect(byNumber.body.state).toBe(400);
  });

  it('follows each dataset’s own permission rule', async () => {
    const student = await as('student');
    expect((await build(student, 'classRoster')).body.state).toBe(6010103);
    expect((await rows(student, 'classRoster')).body.state).toBe(6010103);
    expect((await rows(await as('office'), 'classRoster')).body.state).toBe(6010103);
    expect((await rows(await as('teacher'), 'classRoster')).body.data.pageResult.totalCount).toBe(76); // C01's five classes (68 in four, 8 in the graduating 2023 class)

    const notices = (await rows(await as('office'), 'myNotices', { 'Q^status^S': 'drafts' })).body.data
      .dataResult;
    expect(notices.map((r) => r.title)).toEqual(['寒假离校登记提醒']);
    expect((await rows(await as('college'), 'myNotices')).body.data.pageResult.totalCount).toBe(0);
    expect((await rows(await as('counsellor'), 'myNotices')).body.state).toBe(6010103);
  });

  it('validates ids as word characters and answers unknown ones with 6060101', async () => {
    const counsellor = await as('counsellor');
    for (const bad of ['../x', 'class-roster', '']) {
      expect((await build(counsellor, bad)).status, bad).toBe(400);
    }
    expect((await rows(counsellor, 'a b')).status).toBe(400);
    expect((await build(counsellor, 'noSuchTemplate')).body).toMatchObject({
      state: 6060101,
      message: 'Data template not found',
    });
  });

  it('treats a template naming columns its dataset lacks as a server error', async () => {
    await storeClassTemplate('broken', { name: 'x', columns: [{ key: 'passwordHash', label: 'x' }] });
    const { status, body } = await build(await as('counsellor'), 'broken');
    expect(status).toBe(500);
    expect(body.message).not.toContain('passwordHash');
  });
});
