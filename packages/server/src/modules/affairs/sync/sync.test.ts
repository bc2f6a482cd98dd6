import { HEADER_TOKEN, LoginState } from '@campus/contract';
import type {
  CreatedSyncClient,
  SyncClientRow,
  SyncDeactivateReply,
  SyncUpsertReply,
} from '@campus/contract/api/admin/sync';
import type { TokenReply } from '@campus/contract/api/oauth2/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { openTestApp } from '../../../test/signed-in-app.js';

/**
 * Issue 28: the sync API for a school's data centre. A client made by the school's administrator
 * gets a token by the client-credentials grant only with its secret; the token opens the sync
 * endpoints of its own school and nothing else, and stops when the client is revoked; a push is
 * idempotent, refuses a bad row by index and field without refusing the others, and a
 * deactivation keeps the person's records.
 */
const CLIENTS = '/api/business/v3/affairs/admin/sync/clients';
const SYNC = '/api/business/v3/affairs/sync';
const TOKEN = '/api/oauth2/v3/authentication/apply';

let admin: SignedIn;
let adminB: SignedIn;
let student: SignedIn;
const t = openTestApp(async (app) => {
  admin = await signIn(app, 'admin');
  adminB = await signIn(app, 'admin', { tenantId: await demoSchoolId(app.database.db, 'hbsf') });
  student = await signIn(app, 'student');
});
const db = () => t.database.db;

async function createClient(who: SignedIn, name: string) {
  const { body } = await injectEnvelope<CreatedSyncClient>(t.app, {
    method: 'POST',
    url: CLIENTS,
    headers: who.headers,
    payload: { name },
  });
  expect(body.state, body.message).toBe(200);
  return body.data;
}

const grant = (clientId: string, secret: string) =>
  injectEnvelope<TokenReply>(t.app, {
    method: 'POST',
    url: TOKEN,
    payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });

async function tokenOf(client: CreatedSyncClient) {
  const { body } = await grant(client.id, client.secret);
  expect(body.state, body.message).toBe(200);
  return body.data.access_token;
}

const push = <T = SyncUpsertReply>(token: string, path: string, payload: object, lang = 'en-US') =>
  injectEnvelope<T>(t.app, {
    method: 'POST',
    url: `${SYNC}/${path}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    payload,
  });

/** A school's class the pushed students join (read from the school, as a data centre knows it). */
async function classCode(tenantId: string) {
  const row = await db()
    .selectFrom('org')
    .select('code')
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'class')
    .orderBy('code')
    .executeTakeFirstOrThrow();
  return row.code;
}

const students = (klass: string) => [
  { number: 'SYNC-S1', name: '同步甲', gender: 'male', classCode: klass, enrolmentYear: 2026 },
  { number: 'SYNC-S2', name: '同步乙', gender: 'female', classCode: klass, studyStatus: 'enrolled' },
];

const members = (number: string) =>
  db()
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['m.tenantId', 'm.userId', 'u.fullname', 'm.studyStatus', 'm.status'])
    .where('m.number', '=', number)
    .orderBy('m.tenantId')
    .execute();

const logCount = async (tenantId: string) =>
  Number(
    (
      await db()
        .selectFrom('changeLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenantId', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sync clients', () => {
  it('are made by the school administrator, the secret shown once and kept only as a hash', async () => {
    const client = await createClient(admin, 'Data centre');
    expect(client).toMatchObject({ name: 'Data centre', scopes: 'sync', revokedAt: null });
    expect(client.secret.length).toBeGreaterThanOrEqual(40);
    const stored = await db()
      .selectFrom('syncClient')
      .selectAll()
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(stored.secretHash).not.toContain(client.secret);
    expect(JSON.stringify(stored)).not.toContain(client.secret);

    const list = await injectEnvelope<{ rows: SyncClientRow[] }>(t.app, {
      method: 'GET',
      url: CLIENTS,
      headers: admin.headers,
    });
    const listed = list.body.data.rows.find((r) => r.id === client.id);
    expect(listed).toMatchObject({ name: 'Data centre', revokedAt: null });
    expect(JSON.stringify(list.body.data)).not.toContain(client.secret);
    // Another school's administrator does not see it.
    const otherList = await injectEnvelope<{ rows: SyncClientRow[] }>(t.app, {
      method: 'GET',
      url: CLIENTS,
      headers: adminB.headers,
    });
    expect(otherList.body.data.rows.map((r) => r.id)).not.toContain(client.id);

    const logged = await db()
      .selectFrom('changeLog')
      .select(['objectKind', 'action', 'actorId'])
      .where('objectId', '=', client.id)
      .execute();
    expect(logged).toEqual([{ objectKind: 'syncClient', action: 'create', actorId: admin.userId }]);
  });

  it('are refused to anyone but the school administrator', async () => {
    const { body } = await injectEnvelope(t.app, {
      method: 'POST',
      url: CLIENTS,
      headers: student.headers,
      payload: { name: 'mine' },
    });
    expect(body.state).not.toBe(200);
    expect(await db().selectFrom('syncClient').select('id').where('name', '=', 'mine').execute()).toEqual([]);
  });
});

describe('the client-credentials grant', () => {
  it('gives a short-lived sync token only for the right secret', async () => {
    const client = await createClient(admin, 'Grant');
    for (const [id, secret] of [
      [client.id, `${client.secret}x`],
      [client.id, ''],
      ['nosuchclient', client.secret],
    ] as const) {
      const refused = await grant(id, secret);
      expect(refused.body.state).toBe(LoginState.WRONG_CREDENTIALS);
      expect(JSON.stringify(refused.body.data ?? '')).not.toContain('token');
    }
    const { body } = await grant(client.id, client.secret);
    expect(body.state, body.message).toBe(200);
    expect(body.data).toMatchObject({ scope: 'sync', tenantId: admin.tenantId, refresh_token: '' });
    expect(body.data.expires_in).toBeLessThanOrEqual(3600);
  });

  it('is a token that opens nothing outside sync', async () => {
    const token = await tokenOf(await createClient(admin, 'Outside'));
    const madeUp = 'x'.repeat(43);
    for (const url of [CLIENTS, '/api/business/v3/affairs/admin/imports/history']) {
      const withSync = await injectEnvelope(t.app, {
        method: 'GET',
        url,
        headers: { [HEADER_TOKEN]: token },
      });
      const withJunk = await injectEnvelope(t.app, {
        method: 'GET',
        url,
        headers: { [HEADER_TOKEN]: madeUp },
      });
      expect(withSync.body.state).not.toBe(200);
      // Refused exactly as a token nobody issued.
      expect(withSync.body.state).toBe(withJunk.body.state);
      expect(withSync.status).toBe(withJunk.status);
    }
    // Nor may a person's token push.
    const personal = await push(admin.accessToken, 'students/upsert', { rows: students('X') });
    expect(personal.body.state).toBe(LoginState.ILLEGAL_TOKEN);
    const none = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${SYNC}/students/upsert`,
      payload: { rows: students('X') },
    });
    expect(none.body.state).toBe(LoginState.NOT_LOGGED_IN);
  });
});

describe('pushing master data', () => {
  let token: string;
  let tokenB: string;
  let klass: string;
  beforeAll(async () => {
    token = await tokenOf(await createClient(admin, 'Nightly'));
    tokenB = await tokenOf(await createClient(adminB, 'Nightly B'));
    klass = await classCode(admin.tenantId);
  });

  it('adds rows by natural key, the client recorded as the actor', async () => {
    const { body } = await push(token, 'students/upsert', { rows: students(klass) });
    expect(body.state, body.message).toBe(200);
    expect(body.data).toEqual({ added: 2, updated: 0, unchanged: 0, refused: [] });
    const [s1] = await members('SYNC-S1');
    expect(s1).toMatchObject({ tenantId: admin.tenantId, fullname: '同步甲', studyStatus: 'enrolled' });
    const entry = await db()
      .selectFrom('changeLog')
      .select(['actorName', 'actorId', 'action'])
      .where('objectId', '=', s1!.userId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actorName: 'sync: Nightly', action: 'create' });
    expect(
      await db().selectFrom('syncClient').select('id').where('id', '=', entry.actorId!).execute(),
    ).toHaveLength(1);
  });

  it('changes nothing and logs nothing when the same call comes again; a changed row updates', async () => {
    const before = await logCount(admin.tenantId);
    const again = await push(token, 'students/upsert', { rows: students(klass) });
    expect(again.body.data).toEqual({ added: 0, updated: 0, unchanged: 2, refused: [] });
    expect(await logCount(admin.tenantId)).toBe(before);
    const changed = students(klass);
    changed[1]!.name = '同步丙';
    const updated = await push(token, 'students/upsert', { rows: changed });
    expect(updated.body.data).toEqual({ added: 0, updated: 1, unchanged: 1, refused: [] });
    expect((await members('SYNC-S2'))[0]!.fullname).toBe('同步丙');
  });

  it('refuses a bad row by index and field, in the caller language, writing the others', async () => {
    const rows = [
      { number: 'SYNC-S3', name: '同步丁', classCode: klass },
      { number: 'SYNC-S4', name: '同步戊', classCode: 'NO-SUCH-CLASS' },
      { number: 'SYNC-S5', name: '同步己', classCode: klass, gender: 'robot' },
      { number: 'SYNC-S6', classCode: klass },
      { number: 'SYNC-S7', name: '同步庚', classCode: klass, colour: 'blue' },
    ];
    const { body } = await push(token, 'students/upsert', { rows });
    expect(body.state, body.message).toBe(200);
    expect(body.data.added).toBe(1);
    expect(body.data.refused.map((r) => [r.index, r.field])).toEqual([
      [1, 'classCode'],
      [2, 'gender'],
      [3, 'name'],
      [4, 'colour'],
    ]);
    expect(body.data.refused[0]!.message).toBe('"NO-SUCH-CLASS" does not exist');
    expect(body.data.refused[2]!.message).toBe('is required');
    const inChinese = await push(token, 'students/upsert', { rows: [rows[1]] }, 'zh-CN');
    expect(inChinese.body.data.refused[0]!.message).toBe('“NO-SUCH-CLASS”不存在');
    expect(await members('SYNC-S3')).toHaveLength(1);
    for (const n of ['SYNC-S4', 'SYNC-S5', 'SYNC-S6', 'SYNC-S7']) expect(await members(n)).toEqual([]);
  });

  it('stays in its school: another school is never touched, the same number stays two people', async () => {
    const classB = await classCode(adminB.tenantId);
    const own = await push(tokenB, 'students/upsert', {
      rows: [{ number: 'SYNC-S1', name: '乙校同学', classCode: classB }],
    });
    expect(own.body.data).toEqual({ added: 1, updated: 0, unchanged: 0, refused: [] });
    // A class only school A has does not exist for school B's client.
    const onlyA = await db()
      .selectFrom('org')
      .select('code')
      .where('tenantId', '=', admin.tenantId)
      .where('type', '=', 'class')
      .where('code', 'not in', db().selectFrom('org').select('code').where('tenantId', '=', adminB.tenantId))
      .executeTakeFirstOrThrow();
    const foreign = await push(tokenB, 'students/upsert', {
      rows: [{ number: 'SYNC-S9', name: '越界', classCode: onlyA.code }],
    });
    expect(foreign.body.data.refused.map((r) => r.field)).toEqual(['classCode']);
    expect(await members('SYNC-S9')).toEqual([]);
    const both = await members('SYNC-S1');
    expect(both.map((m) => m.tenantId).sort()).toEqual([admin.tenantId, adminB.tenantId].sort());
    expect(both.find((m) => m.tenantId === admin.tenantId)!.fullname).toBe('同步甲');
    // B deactivating the number withdraws only B's student.
    const gone = await push<SyncDeactivateReply>(tokenB, 'students/deactivate', { keys: ['SYNC-S1'] });
    expect(gone.body.data).toEqual({ deactivated: 1, unchanged: 0, refused: [] });
    const after = await members('SYNC-S1');
    expect(after.find((m) => m.tenantId === admin.tenantId)!.studyStatus).toBe('enrolled');
    expect(after.find((m) => m.tenantId === adminB.tenantId)!.studyStatus).toBe('withdrawn');
  });

  it('pushes every kind through the import kinds, rows naming earlier ones, idempotent', async () => {
    const calls: [string, Record<string, string | number>[]][] = [
      ['orgs', [{ code: 'SYNC-C1', name: '同步学院', type: 'college' }]],
      ['majors', [{ code: 'SYNC-M1', name: '同步专业', parentCode: 'SYNC-C1' }]],
      [
        'classes',
        [{ code: 'SYNC-K1', name: '同步 1 班', grade: 2026, majorCode: 'SYNC-M1', collegeCode: 'SYNC-C1' }],
      ],
      ['staff', [{ number: 'SYNC-T1', name: '同步老师', orgCode: 'SYNC-C1', status: 'active' }]],
      ['assignments', [{ number: 'SYNC-T1', duty: 'counsellor', orgCode: 'SYNC-K1' }]],
      [
        'beds',
        [
          {
            buildingCode: 'SYNC-B1',
            buildingName: '同步楼',
            floor: 1,
            room: '101',
            bed: 1,
            sex: 'male',
            capacity: 4,
          },
        ],
      ],
    ];
    for (const [kind, rows] of calls) {
      const first = await push(token, `${kind}/upsert`, { rows });
      expect(first.body.data, kind).toEqual({ added: 1, updated: 0, unchanged: 0, refused: [] });
      const again = await push(token, `${kind}/upsert`, { rows });
      expect(again.body.data, kind).toEqual({ added: 0, updated: 0, unchanged: 1, refused: [] });
    }
    const staffGone = await push<SyncDeactivateReply>(token, 'staff/deactivate', { keys: ['SYNC-T1'] });
    expect(staffGone.body.data).toEqual({ deactivated: 1, unchanged: 0, refused: [] });
    expect((await members('SYNC-T1'))[0]).toMatchObject({ status: 'left' });
  });

  it('refuses more than 1,000 rows naming rows, writing nothing', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      number: `SYNC-X${i}`,
      name: 'x',
      classCode: klass,
    }));
    const { body } = await push(token, 'students/upsert', { rows });
    expect(body.state).toBe(400);
    expect((body.variables as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['rows']);
    expect(await members('SYNC-X0')).toEqual([]);
  });

  it('deactivates a student keeping the student and their requests', async () => {
    const me = await db()
      .selectFrom('tenantMember')
      .select(['number', 'userId'])
      .where('tenantId', '=', student.tenantId)
      .where('userId', '=', student.userId)
      .executeTakeFirstOrThrow();
    const requests = () =>
      db()
        .selectFrom('affairRequest')
        .select('instanceId')
        .where('tenantId', '=', student.tenantId)
        .where('studentId', '=', me.userId)
        .orderBy('instanceId')
        .execute();
    const before = await requests();
    expect(before.length).toBeGreaterThan(0);
    const { body } = await push<SyncDeactivateReply>(token, 'students/deactivate', {
      keys: [me.number, 'NO-SUCH-NUMBER'],
    });
    expect(body.state, body.message).toBe(200);
    expect(body.data).toMatchObject({ deactivated: 1, unchanged: 0 });
    expect(body.data.refused).toEqual([
      { index: 1, field: 'keys', message: '"NO-SUCH-NUMBER" does not exist' },
    ]);
    const [kept] = (await members(me.number)).filter((m) => m.tenantId === student.tenantId);
    // As the lifecycle screen withdraws: the membership stays, the study status ends access.
    expect(kept).toMatchObject({ studyStatus: 'withdrawn', status: 'active' });
    await expect(signIn(t.app, 'student')).rejects.toThrow();
    expect(await requests()).toEqual(before);
    const again = await push<SyncDeactivateReply>(token, 'students/deactivate', { keys: [me.number] });
    expect(again.body.data).toEqual({ deactivated: 0, unchanged: 1, refused: [] });
  });

  it('stops a revoked client at once, its tokens and its secret', async () => {
    const client = await createClient(admin, 'Soon gone');
    const live = await tokenOf(client);
    expect((await push(live, 'students/upsert', { rows: students(klass) })).body.state).toBe(200);
    const revoked = await injectEnvelope<SyncClientRow>(t.app, {
      method: 'POST',
      url: `${CLIENTS}/revoke`,
      headers: admin.headers,
      payload: { id: client.id },
    });
    expect(revoked.body.state, revoked.body.message).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect((await push(live, 'students/upsert', { rows: students(klass) })).body.state).toBe(
      LoginState.ILLEGAL_TOKEN,
    );
    expect((await grant(client.id, client.secret)).body.state).toBe(LoginState.WRONG_CREDENTIALS);
    const logged = await db()
      .selectFrom('changeLog')
      .select('action')
      .where('objectId', '=', client.id)
      .orderBy('at')
      .execute();
    expect(logged.map((l) => l.action)).toEqual(['create', 'revoke']);
    // Another school's administrator cannot revoke it (nor learn it exists).
    const other = await createClient(admin, 'Not yours');
    const foreign = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${CLIENTS}/revoke`,
      headers: adminB.headers,
      payload: { id: other.id },
    });
    expect(foreign.body.state).toBe(404);
    expect((await grant(other.id, other.secret)).body.state).toBe(200);
  });
});
