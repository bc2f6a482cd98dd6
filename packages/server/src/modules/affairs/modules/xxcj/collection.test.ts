import { ModuleState, SecurityState } from '@campus/contract';
import type {
  CollectionResults,
  CollectionView,
  MissingStudent,
  MyCollection,
  StaffCollection,
} from '@campus/contract/affairs/xxcj';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Information collection (issue 13): staff design a collection in the form format for an
 * audience in their charge with a deadline; a student fills it once (a repeat writes nothing),
 * not after the deadline; completion by college and class, who is missing, the export; another
 * school sees none of it.
 */
const WHO = ['student', 'counsellor', 'college', 'office', 'hboffice', 'hbstudent'] as const;
const { t, as } = groupTestApp('jczy', WHO);

const FORM = {
  key: 'trial',
  name: { 'zh-CN': '社团意向调查' },
  fields: [
    {
      key: 'club',
      label: { 'zh-CN': '意向社团', 'en-US': 'Club' },
      type: 'select',
      required: true,
      options: [
        { value: 'music', label: { 'zh-CN': '音乐社', 'en-US': 'Music' } },
        { value: 'chess', label: { 'zh-CN': '棋社', 'en-US': 'Chess' } },
      ],
    },
    { key: 'phone', label: { 'zh-CN': '联系电话', 'en-US': 'Phone' }, type: 'phone', required: true },
  ],
};

async function create(caller: ServiceCaller, extra: Record<string, unknown> = {}) {
  return ok<{ id: string }>(
    caller.api.post('/xxcj/create', {
      title: '社团意向调查',
      description: '请填写',
      form: FORM,
      deadline: Date.now() + 86_400_000,
      ...extra,
    }),
  );
}

describe('a collection', () => {
  it("reaches the counsellor's students once, and its completion, missing list and export follow", async () => {
    const { id } = await create(as.counsellor);
    const mine = await ok<MyCollection[]>(as.student.api.get('/xxcj/mine'));
    expect(mine.find((c) => c.id === id)?.state).toBe('toFill');
    // Another school's student does not see it, nor may open it.
    expect((await ok<MyCollection[]>(as.hbstudent.api.get('/xxcj/mine'))).some((c) => c.id === id)).toBe(
      false,
    );
    expect((await as.hbstudent.api.get('/xxcj/collection', { id })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );

    const bad = await as.student.api.post('/xxcj/fill', { id, values: { club: 'dance', phone: '123' } });
    expect(bad.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(bad.message).toMatch(/Club|Phone/);
    await ok(as.student.api.post('/xxcj/fill', { id, values: { club: 'chess', phone: '13700131777' } }));
    const again = await as.student.api.post('/xxcj/fill', {
      id,
      values: { club: 'music', phone: '13700131778' },
    });
    expect(again.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
    expect(again.message).toContain('already submitted');
    const view = await ok<CollectionView>(as.student.api.get('/xxcj/collection', { id }));
    expect(view.values).toEqual({ club: 'chess', phone: '13700131777' });
    const rows = await t.database.db
      .selectFrom('infoCollectionEntry')
      .selectAll()
      .where('collectionId', '=', id)
      .execute();
    expect(rows).toHaveLength(1);

    const results = await ok<CollectionResults>(as.counsellor.api.get('/xxcj/results', { id }));
    expect(results.collection.submitted).toBe(1);
    expect(results.collection.total).toBeGreaterThan(10);
    expect(results.byClass.reduce((s, r) => s + r.total, 0)).toBe(results.collection.total);
    expect(results.byCollege).toHaveLength(1);
    const missing = await ok<MissingStudent[]>(as.counsellor.api.get('/xxcj/missing', { id }));
    expect(missing).toHaveLength(results.collection.total - 1);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jczy/v3/xxcj/export?id=${id}`,
      headers: { ...as.counsellor.api.who.headers, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(6).value).toBe('Chess');

    // Another school's office does not see it.
    expect((await ok<StaffCollection[]>(as.hboffice.api.get('/xxcj/staff'))).some((c) => c.id === id)).toBe(
      false,
    );
    expect((await as.hboffice.api.get('/xxcj/results', { id })).state).toBe(ModuleState.RESOURCE_NOT_FOUND);
  });

  it('is refused after its deadline with the deadline named', async () => {
    const { id } = await create(as.counsellor);
    await t.database.db
      .updateTable('infoCollection')
      .set({ deadline: Date.now() - 60_000 })
      .where('id', '=', id)
      .execute();
    const late = await as.student.api.post('/xxcj/fill', {
      id,
      values: { club: 'chess', phone: '13700131777' },
    });
    expect(late.state).toBe(ModuleState.AFFAIR_BATCH_NOT_OPEN);
    expect(late.message).toContain('closed at');
    const mine = await ok<MyCollection[]>(as.student.api.get('/xxcj/mine'));
    expect(mine.find((c) => c.id === id)?.state).toBe('closed');
  });

  it('is designed by staff only, for their own charge, with a valid form and a future deadline', async () => {
    expect(
      (await as.student.api.post('/xxcj/create', { title: 'x', form: FORM, deadline: Date.now() + 1e6 }))
        .state,
    ).toBe(SecurityState.UNAUTHORIZED);
    const hbRoot = await t.database.db
      .selectFrom('org as o')
      .innerJoin('tenant as g', 'g.id', 'o.tenantId')
      .select('o.id')
      .where('g.code', '=', 'hbsf')
      .where('o.type', '=', 'college')
      .executeTakeFirstOrThrow();
    const outside = await as.counsellor.api.post('/xxcj/create', {
      title: 'x',
      form: FORM,
      deadline: Date.now() + 1e6,
      orgIds: [hbRoot.id],
    });
    expect(outside.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(outside.message).toContain('outside your charge');
    const upload = await as.counsellor.api.post('/xxcj/create', {
      title: 'x',
      form: { ...FORM, fields: [{ key: 'f', label: 'F', type: 'upload' }] },
      deadline: Date.now() + 1e6,
    });
    expect(upload.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(upload.message).toContain('upload');
    const past = await as.counsellor.api.post('/xxcj/create', {
      title: 'x',
      form: FORM,
      deadline: Date.now() - 1,
    });
    expect(past.message).toContain('future');
    const noTitle = await as.counsellor.api.post('/xxcj/create', { form: FORM, deadline: Date.now() + 1e6 });
    expect(noTitle.message).toContain('title');
  });

  it('by the office reaches every college, each college staff sees their own part', async () => {
    const { id } = await create(as.office);
    const office = await ok<CollectionResults>(as.office.api.get('/xxcj/results', { id }));
    const college = await ok<CollectionResults>(as.college.api.get('/xxcj/results', { id }));
    expect(office.byCollege.length).toBeGreaterThan(1);
    expect(college.byCollege).toHaveLength(1);
    expect(college.collection.total).toBeLessThan(office.collection.total);
  });
});

describe('the demo', () => {
  it('has an open collection partly filled and a closed one', async () => {
    const staff = await ok<StaffCollection[]>(as.counsellor.api.get('/xxcj/staff'));
    expect(staff.some((c) => !c.closed && c.submitted > 0 && c.submitted < c.total)).toBe(true);
    expect(staff.some((c) => c.closed)).toBe(true);
    const mine = await ok<MyCollection[]>(as.student.api.get('/xxcj/mine'));
    expect(mine.some((c) => c.state === 'toFill')).toBe(true);
  });
});
