import type { MyBills } from '@campus/contract/affairs/sfgl';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../test/auth.js';
import { openTestApp } from '../test/signed-in-app.js';
import { PNG, upload } from '../test/files.js';

/**
 * Issue 25 §13: no API reply is kept by a browser or a proxy. Replies with personal data (a
 * student's bills, their record, the counselling schedule with names and phones), spreadsheet
 * exports, file downloads and images, refusals too, carry `Cache-Control: no-store`, set once by
 * the http layer; the web app's static files keep their own caching.
 */
let who: Record<'student' | 'office' | 'finance' | 'zxgl_lin', SignedIn>;
const t = openTestApp(async (app) => {
  const [student, office, finance, lin] = await Promise.all(
    ['student', 'office', 'finance', 'zxgl_lin'].map((account) => signIn(app, account)),
  );
  who = { student: student!, office: office!, finance: finance!, zxgl_lin: lin! };
});

const get = (app: FastifyInstance, url: string, as?: SignedIn) =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US', ...as?.headers } });
const post = (app: FastifyInstance, url: string, as: SignedIn, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, headers: { 'accept-language': 'en-US', ...as.headers }, payload });

describe('Cache-Control on API replies', () => {
  it('is no-store on replies with personal data', async () => {
    const replies = {
      feesMine: await get(t.app, '/api/sfgl/v3/fees/mine', who.student),
      studentInfo: await get(t.app, '/api/jczy/v3/xsxx/mine', who.student),
      schedule: await get(t.app, '/api/zxgl/v3/counselling/schedule', who.zxgl_lin),
      userContext: await post(t.app, '/api/oauth2/v3/user/context', who.student),
    };
    for (const [name, reply] of Object.entries(replies)) {
      expect({ name, state: reply.json().state }).toEqual({ name, state: 200 });
      expect({ name, cache: reply.headers['cache-control'] }).toEqual({ name, cache: 'no-store' });
    }
  });

  it('is no-store on spreadsheet exports, file downloads and images', async () => {
    const bills = (await get(t.app, '/api/sfgl/v3/fees/mine', who.student)).json().data as MyBills;
    const academicYear = bills.bills[0]!.academicYear;
    const exported = await post(t.app, '/api/sfgl/v3/fees/export', who.finance, { academicYear });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['cache-control']).toBe('no-store');

    const stored = await upload(t.app, who.student, {
      name: 'id-photo.png',
      type: 'image/png',
      content: PNG,
    });
    expect(stored.body.state, stored.body.message).toBe(200);
    const id = stored.body.data.id;
    const download = await get(t.app, `/api/platform/v3/file/download?attachmentId=${id}`, who.student);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['cache-control']).toBe('no-store');
    const image = await get(t.app, `/api/platform/v3/file/getImage?attachmentId=${id}`, who.student);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on refusals and on replies to anyone not signed in', async () => {
    const refused = await get(t.app, '/api/zxgl/v3/counselling/schedule', who.student);
    expect(refused.json().state).not.toBe(200);
    expect(refused.headers['cache-control']).toBe('no-store');
    const anonymous = await get(t.app, '/api/sfgl/v3/fees/mine');
    expect(anonymous.json().state).not.toBe(200);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const missing = await get(t.app, '/api/no/such/route', who.student);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
