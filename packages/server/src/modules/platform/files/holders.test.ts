import { describe, expect, it } from 'vitest';
import { envelopeOf, injectEnvelope } from '../../../test/app.js';
import { openTestApp } from '../../../test/signed-in-app.js';
import type { SignedIn } from '../../../test/auth.js';
import { bpmCaller, LEAVE, startRequest } from '../../../test/bpm.js';
import { accounts, call, PDF, PLATFORM, PNG, upload, userIdOf } from '../test-helpers.js';

/**
 * Issue 10, item 6: reading an attachment follows the object that holds it. A request's files
 * (a sick leave's medical proof) whoever may read the request; an announcement's files its
 * readers; a person's photo whoever sees them in the address book; an upload nothing holds its
 * uploader alone. Holding the id is not enough.
 */
let as: ReturnType<typeof accounts>;
const t = openTestApp(async (app) => {
  as = accounts(app);
});

const CLASSMATE = '202411115';

async function reads(who: SignedIn, id: string): Promise<boolean> {
  const get = (path: 'download' | 'getImage') =>
    t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/file/${path}?attachmentId=${id}`,
      headers: { 'accept-language': 'en-US', ...who.headers },
    });
  const [download, image] = await Promise.all([get('download'), get('getImage')]);
  if (download.statusCode === 200) return true;
  // Refused exactly as an unknown id: 404 with 6070201, on both routes.
  expect(download.statusCode).toBe(404);
  expect(envelopeOf(download)).toMatchObject({ state: 6070201, message: 'Attachment not found' });
  expect(image.statusCode).toBe(404);
  return false;
}

const png = async (who: SignedIn, name = 'proof.png') =>
  (await upload(t.app, who, { name, type: 'image/png', content: PNG })).body.data;

describe('a request’s files', () => {
  it('are read by whoever may read the request, as its detail shows it, and by nobody else', async () => {
    const student = await as('student');
    const proof = await png(student);
    const id = await startRequest(bpmCaller(t.app, student), 'leave', {
      ...LEAVE(2),
      leaveType: 'sick',
      proof: [{ id: proof.id }],
    });
    const detail = async (who: SignedIn) =>
      (
        await injectEnvelope(t.app, {
          method: 'GET',
          url: `/api/lxgl/v3/affairs/leave/detail?id=${id}`,
          headers: who.headers,
        })
      ).body.state === 200;
    const viewers = ['student', 'counsellor', 'college', 'office', 'teacher', 'dorm', CLASSMATE];
    for (const account of viewers) {
      const who = await as(account);
      expect(await reads(who, proof.id), account).toBe(await detail(who));
    }
    expect(await reads(await as('counsellor'), proof.id)).toBe(true); // the approver
    expect(await reads(await as(CLASSMATE), proof.id)).toBe(false); // holds the id, nothing more
    expect(await reads(await as('dorm'), proof.id)).toBe(false);
    expect(await reads(await as('hbstudent'), proof.id)).toBe(false);
  });

  it('cannot be lent by naming someone else’s file in one’s own request', async () => {
    const proof = await png(await as('student'));
    const classmate = bpmCaller(t.app, await as(CLASSMATE));
    const defId = (await classmate.rows<{ id: string; key: string }>('/initiated/query/process/new')).find(
      (r) => r.key === 'leave',
    )!.id;
    const body = await classmate.post('/instance/start', {
      defId,
      data: { ...LEAVE(2), leaveType: 'sick', proof: [{ id: proof.id }] },
    });
    expect(body).toMatchObject({
      state: 6050202,
      variables: { fields: [expect.objectContaining({ field: 'proof' })] },
    });
    expect(await reads(classmate.who, proof.id)).toBe(false);
  });
});

describe('an upload nothing holds', () => {
  it('is its uploader’s alone', async () => {
    const file = (
      await upload(t.app, await as('student'), { name: 'a.pdf', type: 'application/pdf', content: PDF })
    ).body.data;
    expect(await reads(await as('student'), file.id)).toBe(true);
    for (const account of ['counsellor', 'office', 'admin', CLASSMATE]) {
      expect(await reads(await as(account), file.id), account).toBe(false);
    }
  });
});

describe('an announcement’s files', () => {
  const save = async (who: SignedIn, input: Record<string, unknown>) =>
    call<{ id: string }>(t.app, who, 'POST', '/system/news/save', { content: '<p>正文</p>', ...input });

  it('are read by its readers: the school when public, staff when staff-only, the author for a draft', async () => {
    const office = await as('office');
    const files = await Promise.all([png(office, 'a.png'), png(office, 'b.png'), png(office, 'c.png')]);
    const inline = await png(office, 'inline.png');
    const published = await save(office, {
      title: '公开通知',
      status: 'publish',
      fileAttach: [{ id: files[0]!.id }],
      picture: files[1]!.id,
      content: `<p><img src="/api/platform/v3/file/getImage?attachmentId=${inline.id}"></p>`,
    });
    expect(published.body.state).toBe(200);
    for (const id of [files[0]!.id, files[1]!.id, inline.id]) {
      expect(await reads(await as('student'), id)).toBe(true);
    }
    expect(await reads(await as('hbstudent'), files[0]!.id)).toBe(false);

    const staffOnly = await save(office, {
      title: '内部通知',
      status: 'publish',
      isPublic: 'N',
      fileAttach: [{ id: files[2]!.id }],
    });
    expect(staffOnly.body.state).toBe(200);
    expect(await reads(await as('counsellor'), files[2]!.id)).toBe(true);
    expect(await reads(await as('student'), files[2]!.id)).toBe(false);

    const draftFile = await png(office, 'draft.png');
    expect(
      (await save(office, { title: '草稿', status: 'drafts', fileAttach: [{ id: draftFile.id }] })).body
        .state,
    ).toBe(200);
    expect(await reads(await as('college'), draftFile.id)).toBe(false);
  });

  it('must be the author’s own uploads or the announcement’s already', async () => {
    const mine = await png(await as('student'), 'mine.png');
    const college = await as('college');
    for (const input of [
      { fileAttach: [{ id: mine.id }] },
      { picture: mine.id },
      { content: `<img src="/api/platform/v3/file/getImage?attachmentId=${mine.id}">` },
    ]) {
      expect((await save(college, { title: '借用', status: 'publish', ...input })).body.state).toBe(6070201);
    }
    expect(await reads(await as('counsellor'), mine.id)).toBe(false);
    // An admin editing someone's published announcement keeps its files.
    const office = await as('office');
    const own = await png(office, 'own.png');
    const saved = await save(office, { title: '原文', status: 'publish', fileAttach: [{ id: own.id }] });
    const edited = await save(await as('admin'), {
      id: saved.body.data.id,
      title: '改过',
      status: 'publish',
      fileAttach: [{ id: own.id }],
    });
    expect(edited.body.state).toBe(200);
  });
});

describe('a person’s photo', () => {
  it('is read by whoever sees the person in the address book', async () => {
    const admin = await as('admin');
    const [staffPhoto, studentPhoto] = [await png(admin, 's.png'), await png(admin, 'p.png')];
    const { db } = t.app.database;
    await db
      .updateTable('appUser')
      .set({ photoId: staffPhoto.id })
      .where('account', '=', 'counsellor')
      .execute();
    await db
      .updateTable('appUser')
      .set({ photoId: studentPhoto.id })
      .where('id', '=', await userIdOf(t.app, CLASSMATE))
      .execute();
    expect(await reads(await as('student'), staffPhoto.id)).toBe(true); // everyone sees staff
    expect(await reads(await as('counsellor'), staffPhoto.id)).toBe(true); // their own
    expect(await reads(await as('student'), studentPhoto.id)).toBe(true); // a classmate
    expect(await reads(await as('dorm'), studentPhoto.id)).toBe(false); // sees no students
    expect(await reads(await as('hbstudent'), staffPhoto.id)).toBe(false);
  });
});
