import { ModuleState, SecurityState, type Envelope } from '@campus/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstanceStatus } from '../db/schema.js';
import { createTestApp, envelopeOf, type TestApp } from '../test/app.js';
import { signIn, type SignedIn } from '../test/auth.js';
import { demoSchoolId, lastSms } from '../test/demo-school.js';
import { defIdOf, bpmCaller, LEAVE, PERIOD } from '../test/bpm.js';

/**
 * Idempotency-Key on the create routes: five identical submissions at once make one request,
 * a repeat later (by any alias of the route) replays the first reply, the same key with another
 * body is refused, a failed submission keeps nothing, and keys belong to one user.
 */
let t: TestApp;
let student: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let leaveDefId: string;

beforeAll(async () => {
  t = await createTestApp();
  [student, other, admin] = await Promise.all([
    signIn(t.app, 'student'),
    signIn(t.app, '202411110'),
    signIn(t.app, 'admin'),
  ]);
  leaveDefId = await defIdOf(bpmCaller(t.app, student), 'leave');
});
afterAll(async () => t?.close());

interface Sent {
  response: LightMyRequestResponse;
  body: Envelope<Record<string, unknown>>;
}

async function send(
  app: FastifyInstance,
  who: SignedIn | null,
  url: string,
  payload: unknown,
  key?: string,
): Promise<Sent> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      ...(who?.headers ?? {}),
      'accept-language': 'en-US',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: payload as Record<string, unknown>,
  });
  return { response, body: envelopeOf(response) };
}

const APPLY = '/api/lxgl/v3/affairs/leave/apply';
const APPLY_SINGLE = '/api/affairs/leave/apply';
let n = 0;
const newKey = () => `test-${Date.now()}-${++n}`;

async function leavesOf(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('bpmInstance')
    .select('id')
    .where('starterId', '=', userId)
    .where('defKey', '=', 'leave')
    .where('status', '<>', 'draft')
    .execute();
  return rows.map((r) => r.id);
}

/** A leave far enough ahead that no other test's leave of the student overlaps it. */
const leaveAt = (fromToday: number, days = 1) => ({
  data: { ...LEAVE(days), period: PERIOD(days, fromToday) },
});

describe('five identical submissions at once with one key', () => {
  it('make one request and all five get its reply', async () => {
    const before = await leavesOf(student.userId);
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send(t.app, student, i % 2 ? APPLY : APPLY_SINGLE, leaveAt(40), key),
      ),
    );
    expect(replies.map((r) => r.body.state)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(replies.map((r) => r.body.data.proInstId));
    expect(ids.size).toBe(1);
    const after = await leavesOf(student.userId);
    expect(after.length - before.length).toBe(1);
    expect(replies.filter((r) => r.response.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
  });
});

describe('a repeat of a key', () => {
  it('replays the first reply a while later, by either alias and in any language, creating nothing', async () => {
    const key = newKey();
    const first = await send(t.app, student, APPLY, leaveAt(50), key);
    expect(first.body.state).toBe(200);
    const count = (await leavesOf(student.userId)).length;
    for (const url of [APPLY, APPLY_SINGLE, `${APPLY}?lang=ja-JP`]) {
      const again = await send(t.app, student, url, leaveAt(50), key);
      expect(again.response.statusCode).toBe(200);
      expect(again.response.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    expect((await leavesOf(student.userId)).length).toBe(count);
  });

  it('with another body is refused, naming the header', async () => {
    const key = newKey();
    expect((await send(t.app, student, APPLY, leaveAt(60), key)).body.state).toBe(200);
    const changed = await send(t.app, student, APPLY, leaveAt(62), key);
    expect(changed.response.statusCode).toBe(422);
    expect(changed.body.state).toBe(SecurityState.REPEATED_SUBMIT);
    expect(changed.body.message).toContain('Idempotency-Key');
  });

  it('after a failed submission runs again (a failure keeps nothing)', async () => {
    const key = newKey();
    const bad = await send(t.app, student, APPLY, { data: { ...leaveAt(70).data, reason: 'x' } }, key);
    expect(bad.body.state).toBe(ModuleState.FORM_DATA_INVALID);
    const good = await send(t.app, student, APPLY, leaveAt(70), key);
    expect(good.body.state).toBe(200);
    expect(good.response.headers['idempotent-replayed']).toBeUndefined();
  });

  it("is another user's own key", async () => {
    const key = newKey();
    const mine = await send(t.app, student, APPLY, leaveAt(80), key);
    const theirs = await send(t.app, other, APPLY, leaveAt(80), key);
    expect([mine.body.state, theirs.body.state]).toEqual([200, 200]);
    expect(theirs.body.data.proInstId).not.toBe(mine.body.data.proInstId);
  });

  it('after 24 hours runs again', async () => {
    const key = newKey();
    const first = await send(t.app, student, APPLY, leaveAt(90), key);
    const row = await t.database.db
      .selectFrom('idempotencyKey')
      .select(['createdAt', 'expiresAt'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.expiresAt - row.createdAt).toBe(24 * 3600 * 1000);
    await t.database.db
      .updateTable('idempotencyKey')
      .set({ expiresAt: Date.now() - 1 })
      .where('key', '=', key)
      .execute();
    // The first leave is still running, so the same days again are now refused as an overlap.
    const again = await send(t.app, student, APPLY, leaveAt(90), key);
    expect(again.response.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(again.body.variables.overlapsWith).toBe(first.body.data.proInstId);
  });

  it('that is not 1-100 visible characters is refused with 400 naming the header', async () => {
    for (const key of ['', 'x'.repeat(101), 'with space']) {
      const sent = await send(t.app, student, APPLY, leaveAt(100), key);
      expect(sent.response.statusCode).toBe(400);
      expect(sent.body.message).toContain('Idempotency-Key');
    }
  });
});

describe('every create route', () => {
  const BPM = '/api/business/v3/bpm';
  const cases: {
    name: string;
    who: () => SignedIn;
    url: string;
    body: () => unknown;
    count: () => Promise<number>;
  }[] = [
    {
      name: 'start',
      who: () => student,
      url: `${BPM}/instance/start`,
      body: () => ({ defId: leaveDefId, data: JSON.stringify(leaveAt(110).data) }),
      count: async () => (await leavesOf(student.userId)).length,
    },
    {
      name: 'save a draft',
      who: () => student,
      url: `${BPM}/instance/saveDraft`,
      body: () => ({ defId: leaveDefId, data: JSON.stringify(leaveAt(120).data) }),
      count: () => countRows('bpmInstance', 'draft'),
    },
    {
      name: 'announcement',
      who: () => admin,
      url: '/api/platform/v3/system/news/save',
      body: () => ({ title: 'Idempotent notice', content: '<p>once</p>', status: 'drafts' }),
      count: () => countRows('news'),
    },
  ];

  /** The rows of a table, or of the instances in one status. */
  async function countRows(
    table: 'bpmInstance' | 'news' | 'attachment' | 'appUser' | 'innerMessage',
    instanceStatus?: InstanceStatus,
  ): Promise<number> {
    const db = t.database.db;
    const query =
      table === 'bpmInstance' && instanceStatus
        ? db
            .selectFrom('bpmInstance')
            .where('status', '=', instanceStatus)
            .select((eb) => eb.fn.countAll<number>().as('n'))
        : db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  it.each(cases)('$name: a repeat replays and creates nothing', async ({ who, url, body, count }) => {
    const key = newKey();
    const before = await count();
    const first = await send(t.app, who(), url, body(), key);
    expect(first.body.state, first.body.message).toBe(200);
    const again = await send(t.app, who(), url, body(), key);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await count()) - before).toBe(1);
  });

  it('copy-to: a repeat sends the messages once', async () => {
    const applied = await send(t.app, student, APPLY, leaveAt(130));
    const instId = applied.body.data.proInstId as string;
    const counsellor = await signIn(t.app, 'counsellor');
    const college = await t.database.db
      .selectFrom('appUser')
      .select('id')
      .where('account', '=', 'college')
      .executeTakeFirstOrThrow();
    const messages = () =>
      t.database.db
        .selectFrom('innerMessage')
        .select('id')
        .where('receiverId', '=', college.id)
        .where('bizId', '=', instId)
        .execute();
    const key = newKey();
    const body = { instId, receiverIds: college.id, opinion: 'FYI' };
    const first = await send(t.app, counsellor, `${BPM}/instance/copyTo`, body, key);
    expect(first.body.state, first.body.message).toBe(200);
    expect((await send(t.app, counsellor, `${BPM}/instance/copyTo`, body, key)).body).toEqual(first.body);
    expect(await messages()).toHaveLength(1);
  });

  it('upload: the same file with the key replays; another file under it is refused', async () => {
    const upload = async (content: string, key: string) => {
      const boundary = `----b${Date.now()}`;
      const payload = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="note.txt"',
        'Content-Type: text/plain',
        '',
        content,
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/platform/v3/file/upload',
        headers: {
          ...student.headers,
          'accept-language': 'en-US',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'idempotency-key': key,
        },
        payload,
      });
      return { response, body: envelopeOf<{ id: string }>(response) };
    };
    const key = newKey();
    const before = await countRows('attachment');
    const first = await upload('hello idempotent world', key);
    expect(first.body.state, first.body.message).toBe(200);
    const again = await upload('hello idempotent world', key);
    expect(again.body).toEqual(first.body);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect((await countRows('attachment')) - before).toBe(1);
    const other = await upload('another file', key);
    expect(other.response.statusCode).toBe(422);
  });

  it('register: a repeat replays the new account instead of "account exists"', async () => {
    const mobile = '13712345678';
    const sms = await send(t.app, null, '/api/oauth2/v3/user/send/sms', { mobile, purpose: 'register' });
    expect(sms.body.state).toBe(200);
    const code = (await lastSms(t.database.db, mobile))!.code!;
    const tenantId = await demoSchoolId(t.database.db);
    const body = {
      account: 'idem_user',
      password: 'Idem@2026x',
      fullname: '幂等',
      mobile,
      smsCode: code,
      tenantId,
    };
    const key = newKey();
    const first = await send(t.app, null, '/api/oauth2/v3/user/register', body, key);
    expect(first.body.state, first.body.message).toBe(200);
    const again = await send(t.app, null, '/api/user/register', body, key);
    expect(again.body).toEqual(first.body);
    const without = await send(t.app, null, '/api/user/register', body);
    expect(without.body.state).toBe(ModuleState.ACCOUNT_EXISTS);
  });
});

describe('leave periods', () => {
  it("refuse a period overlapping the student's running leave, naming it", async () => {
    const first = await send(t.app, student, APPLY, leaveAt(150, 3));
    expect(first.body.state).toBe(200);
    const overlapping = await send(t.app, student, APPLY, leaveAt(152, 2));
    expect(overlapping.body.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(overlapping.body.message).toContain(String(first.body.data.subject));
    expect(overlapping.body.message).toContain(PERIOD(3, 150)[0]);
    expect(overlapping.body.message).toContain('In review');
    expect(overlapping.body.variables.overlapsWith).toBe(first.body.data.proInstId);
    // The days after it are free; so are another student's same days.
    expect((await send(t.app, student, APPLY, leaveAt(153, 1))).body.state).toBe(200);
    expect((await send(t.app, other, APPLY, leaveAt(150, 3))).body.state).toBe(200);
  });

  it('five identical leaves at once without a key give one leave and four refusals', async () => {
    const before = (await leavesOf(other.userId)).length;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => send(t.app, other, APPLY, leaveAt(170, 2))),
    );
    expect(replies.map((r) => r.body.state).sort()).toEqual([
      200,
      ...Array(4).fill(ModuleState.AFFAIR_NOT_ELIGIBLE),
    ]);
    expect((await leavesOf(other.userId)).length - before).toBe(1);
  });

  it('do not count a refused leave, and count a draft only once submitted', async () => {
    const first = await send(t.app, other, APPLY, leaveAt(180, 1));
    const id = first.body.data.proInstId as string;
    await t.database.db
      .updateTable('bpmInstance')
      .set({ status: 'end', result: 'oppose' })
      .where('id', '=', id)
      .execute();
    expect((await send(t.app, other, APPLY, leaveAt(180, 1))).body.state).toBe(200);
  });
});
