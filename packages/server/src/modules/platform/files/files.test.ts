import { HEADER_TENANT_ID } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from '../../../test/app.js';
import { accounts, PDF, PLATFORM, PNG, tenantIds, upload } from '../test-helpers.js';

describe('attachments', () => {
  let t: TestApp;
  let as: ReturnType<typeof accounts>;
  beforeAll(async () => {
    // 2 MB: above the 1 MB JSON body limit, to show uploads have their own.
    t = await createTestApp({ uploadMaxMb: 2 });
    as = accounts(t.app);
  });
  afterAll(async () => t.close());

  const fetchFile = async (path: 'download' | 'getImage', id: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/file/${path}?attachmentId=${id}`,
      headers: { 'accept-language': 'en-US', ...headers },
    });

  /** The demo student's upload of a small PDF (which nothing holds): the reply's body. */
  const studentPdf = async () =>
    (await upload(t.app, await as('student'), { name: 'a.pdf', type: 'application/pdf', content: PDF })).body;

  it('stores an upload and gives the same bytes back, with safe headers', async () => {
    const student = await as('student');
    const content = Buffer.concat([PNG, Buffer.from('any bytes after the signature')]);
    const { body } = await upload(t.app, student, { name: '请假证明.png', type: 'image/png', content });
    expect(body.state).toBe(200);
    expect(body.data).toMatchObject({ name: '请假证明.png', size: content.length, type: 'image/png' });
    expect(body.data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const download = await fetchFile('download', body.data.id, student.headers);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent('请假证明.png')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');

    const image = await fetchFile('getImage', body.data.id, student.headers);
    expect(image.rawPayload.equals(content)).toBe(true);
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    expect(image.headers['cache-control']).toBe('no-store');
  });

  it('lets its uploader read an upload nothing holds, nobody else (holders.test.ts: the rest)', async () => {
    const body = await studentPdf();
    const own = await fetchFile('download', body.data.id, (await as('student')).headers);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const counsellor = await fetchFile('download', body.data.id, (await as('counsellor')).headers);
    expect(counsellor.statusCode).toBe(404);
    expect(envelopeOf(counsellor)).toMatchObject({ state: 6070201, message: 'Attachment not found' });

    const elsewhere = await fetchFile('download', body.data.id, (await as('hbstudent')).headers);
    expect(elsewhere.statusCode).toBe(404);
    expect(envelopeOf(elsewhere)).toMatchObject({ state: 6070201, message: 'Attachment not found' });

    // The same person acting in another of their tenants does not see it either.
    const schools = await tenantIds(t.app);
    const admin = await as('admin');
    const adminElsewhere = await fetchFile('download', body.data.id, {
      ...admin.headers,
      [HEADER_TENANT_ID]: schools.hbsf!,
    });
    expect(envelopeOf(adminElsewhere).state).toBe(6070201);
  });

  it('answers unknown ids with 6070201 and needs a token', async () => {
    const missing = await fetchFile('getImage', 'AAAAAAAAAAAAAAAAAAAAAA', (await as('student')).headers);
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).state).toBe(6070201);
    const anonymous = await fetchFile('download', 'AAAAAAAAAAAAAAAAAAAAAA', {});
    expect(envelopeOf(anonymous).state).toBe(6020103);
  });

  it('refuses a declared type the content does not match', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { status, body } = await upload(t.app, await as('student'), {
      name: 'x.png',
      type: 'image/png',
      content: html,
    });
    expect(status).toBe(415);
    expect(body).toMatchObject({
      state: 6070203,
      message: 'The file content does not match its type (image/png)',
    });

    const pdfAsPng = await upload(t.app, await as('student'), {
      name: 'x.png',
      type: 'application/pdf',
      content: PDF,
    });
    expect(pdfAsPng.body.state).toBe(6070203);
  });

  it('refuses types outside the list, naming what is allowed', async () => {
    const { body } = await upload(t.app, await as('student'), {
      name: 'setup.exe',
      type: 'application/x-msdownload',
      content: Buffer.from('MZ'),
    });
    expect(body.state).toBe(6070203);
    expect(body.message).toMatch(/^File type not allowed \(application\/x-msdownload\)\. Allowed: images/);
  });

  it('takes the type from the extension when the browser sends a generic one', async () => {
    const { body } = await upload(t.app, await as('student'), {
      name: 'report.pdf',
      type: 'application/octet-stream',
      content: PDF,
    });
    expect(body.data).toMatchObject({ name: 'report.pdf', type: 'application/pdf' });
    const { body: signature } = await upload(t.app, await as('student'), {
      name: 'blob',
      type: 'image/png',
      content: PNG,
    });
    expect(signature.data.name).toBe('blob.png');
  });

  it('serves only images inline', async () => {
    const body = await studentPdf();
    const image = await fetchFile('getImage', body.data.id, (await as('student')).headers);
    expect(image.statusCode).toBe(415);
    expect(envelopeOf(image)).toMatchObject({ state: 6070203, message: 'This attachment is not an image' });
  });

  it('takes files above the JSON body limit up to UPLOAD_MAX_MB, and refuses larger ones', async () => {
    const student = await as('student');
    const big = Buffer.concat([PDF, Buffer.alloc(1.5 * 1024 * 1024, 32)]);
    expect(
      (await upload(t.app, student, { name: 'big.pdf', type: 'application/pdf', content: big })).body.state,
    ).toBe(200);
    const tooBig = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 32)]);
    const { status, body } = await upload(t.app, student, {
      name: 'huge.pdf',
      type: 'application/pdf',
      content: tooBig,
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ state: 6070202, message: 'File too large: at most 2 MB' });
  });

  it('asks for the file when the field is missing or the body is not multipart', async () => {
    const student = await as('student');
    const wrongField = await upload(t.app, student, {
      name: 'a.pdf',
      type: 'application/pdf',
      content: PDF,
      field: 'doc',
    });
    expect(wrongField.body).toMatchObject({
      state: 400,
      message: 'Choose a file to upload (form field "file")',
    });
    const empty = await upload(t.app, student, {
      name: 'a.txt',
      type: 'text/plain',
      content: Buffer.alloc(0),
    });
    expect(empty.body.state).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/file/upload`,
      headers: { ...student.headers, 'accept-language': 'en-US' },
      payload: { file: 'x' },
    });
    expect(envelopeOf(json).state).toBe(400);
  });

  // Regression (route fuzzer): a body cut short or without its boundary was a 500.
  it('refuses a broken multipart body as bad input, not a server error', async () => {
    const student = await as('student');
    const broken = {
      'boundary missing': { type: 'multipart/form-data', payload: 'abc' },
      'cut short': { type: 'multipart/form-data; boundary=----b', payload: '------b\r\n\r\n--' },
      'no parts': { type: 'multipart/form-data; boundary=----b', payload: 'junk' },
    };
    for (const [name, { type, payload }] of Object.entries(broken)) {
      const r = await t.app.inject({
        method: 'POST',
        url: `${PLATFORM}/file/upload`,
        headers: { ...student.headers, 'accept-language': 'en-US', 'content-type': type },
        payload,
      });
      expect(r.statusCode, name).toBe(400);
      expect(envelopeOf(r).message, name).toMatch(/^(The upload could not be read|Choose a file)/);
    }
  });

  it('answers in single mode too', async () => {
    const student = await as('student');
    const { body } = await upload(t.app, student, {
      name: 'n.txt',
      type: 'text/plain',
      content: Buffer.from('备注'),
    });
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/file/download?attachmentId=${body.data.id}`,
      headers: student.headers,
    });
    expect(single.rawPayload.toString()).toBe('备注');
  });
});
