import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from '../../../test/app.js';
import { accounts, call, listBody, PDF, PLATFORM, PNG, upload, type ListData } from '../test-helpers.js';

interface Row {
  id: string;
  fileName: string;
  ext: string;
  totalBytes: number;
  type: string;
  createTime: number;
}

/**
 * The stock front end's file calls (issue 32): the upload names the file `fileName` too;
 * file/preview shows what a browser may show in place; file/attachment/query lists the caller's
 * own uploads. Who may read a file is unchanged (files.test.ts, holders.test.ts).
 */
describe('stock file calls', () => {
  let t: TestApp;
  let as: ReturnType<typeof accounts>;
  beforeAll(async () => {
    t = await createTestApp();
    as = accounts(t.app);
  });
  afterAll(async () => t.close());

  it('names an upload fileName as well as name', async () => {
    const r = await upload<{ name: string; fileName: string }>(t.app, await as('student'), {
      name: '证明.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(r.body.data).toMatchObject({ name: '证明.pdf', fileName: '证明.pdf' });
  });

  it('previews images and PDFs inline, to who may read them, with the token in the URL', async () => {
    const student = await as('student');
    const png = (await upload(t.app, student, { name: 'p.png', type: 'image/png', content: PNG })).body.data;
    const pdf = (await upload(t.app, student, { name: 'd.pdf', type: 'application/pdf', content: PDF })).body
      .data;
    const token = student.accessToken;
    for (const file of [png, pdf]) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/ibps/platform/v3/file/preview?attachmentId=${file.id}&access_token=${token}&tenantId=${student.tenantId}`,
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-disposition']).toMatch(/^inline; /);
      expect(r.headers['content-security-policy']).toContain('sandbox');
      expect(r.rawPayload.length).toBe(file.size);
    }
    const other = await as('counsellor');
    const refused = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/file/preview?attachmentId=${png.id}`,
      headers: { 'accept-language': 'en-US', ...other.headers },
    });
    expect(refused.statusCode).toBe(404);
    expect(envelopeOf(refused).state).toBe(6070201);
  });

  it("lists only the caller's own uploads, filtered by the stock keys", async () => {
    const student = await as('student');
    const mine = await call<ListData<Row>>(t.app, student, 'POST', '/file/attachment/query', listBody());
    expect(mine.body.state).toBe(200);
    expect(mine.body.data.dataResult.length).toBeGreaterThanOrEqual(3);
    expect(mine.body.data.dataResult[0]).toMatchObject({
      fileName: expect.any(String),
      ext: expect.any(String),
      totalBytes: expect.any(Number),
      createTime: expect.any(Number),
    });
    const pdfs = await call<ListData<Row>>(
      t.app,
      student,
      'POST',
      '/file/attachment/query',
      listBody({ 'Q^EXT_^S': 'PDF' }),
    );
    expect(pdfs.body.data.dataResult.map((r) => r.ext)).toEqual(['pdf', 'pdf']);
    const byName = await call<ListData<Row>>(
      t.app,
      student,
      'POST',
      '/file/attachment/query',
      listBody({ 'Q^FILE_NAME_^SL': '证明' }),
    );
    expect(byName.body.data.dataResult.map((r) => r.fileName)).toEqual(['证明.pdf']);

    // Nobody else's, in this school or another.
    for (const account of ['counsellor', 'hbstudent']) {
      const r = await call<ListData<Row>>(
        t.app,
        await as(account),
        'POST',
        '/file/attachment/query',
        listBody(),
      );
      expect(r.body.data.dataResult).toEqual([]);
    }
    const bad = await call(
      t.app,
      student,
      'POST',
      '/file/attachment/query',
      listBody({ 'Q^content^S': 'x' }),
    );
    expect(bad.status).toBe(400);
  });
});
