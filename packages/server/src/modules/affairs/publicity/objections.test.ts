import { ModuleState, SecurityState, type Envelope } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../db/errors.js';
import { newId } from '../../../lib/ids.js';
import { serviceCallers, type ServiceCaller } from '../../../test/affairs.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { pendingTask } from '../../../test/bpm.js';
import { listenLocally, postOverHttp } from '../../../test/over-http.js';
import { maskSubject } from './mask.js';
import { OBJECTIONS_PER_HOUR } from './objections.js';

/**
 * Issue 25 §9: one open objection per objector and request. Each objection is an office task that
 * holds the publicity open, so ten filed at once by one person (all answered 200 before) must make
 * one; the rest are told in their language that theirs is already open, never a 500. The database
 * holds the rule too (a partial unique index, under parallel requests on SQLite and PostgreSQL),
 * and filing is limited per person, not per address.
 */
let t: TestApp;
let baseUrl: string;
type Who = 'teacher' | 'office' | '202411103' | '202411104' | '202411105' | '202411106';
let as: Record<Who, ServiceCaller>;
/** Requests of this year's hardship recognition still in publicity (the demo's). */
let publicised: string[];

beforeAll(async () => {
  t = await createTestApp();
  as = await serviceCallers(t.app, 'zzgl', [
    'teacher',
    'office',
    '202411103',
    '202411104',
    '202411105',
    '202411106',
  ]);
  baseUrl = await listenLocally(t.app);
  const rows = await t.database.db
    .selectFrom('affairRequest as r')
    .innerJoin('tenant as g', 'g.id', 'r.tenantId')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.userId', '=', 'r.studentId').onRef('m.tenantId', '=', 'r.tenantId'),
    )
    .select('r.instanceId')
    .where('g.code', '=', 'jnlg')
    .where('r.moduleKey', '=', 'hardship')
    .where('r.publicityEnd', '>', Date.now())
    .where('r.openObjections', '=', 0)
    .where('m.number', 'not in', ['202411103', '202411104', '202411105', '202411106'])
    .execute();
  publicised = rows.map((r) => r.instanceId);
  expect(publicised.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => t.close());

const REASON = '据了解该同学家庭情况与申请材料不符，请核实。';

/** Files an objection over real HTTP (on PostgreSQL the transactions overlap), without an Idempotency-Key. */
function file(
  who: ServiceCaller,
  id: string,
): Promise<{ http: number; body: Envelope<{ objectionId: string }> }> {
  return postOverHttp(`${baseUrl}/api/zzgl/v3/affairs/hardship/objection`, who.api.who, {
    id,
    reason: REASON,
  });
}

const objections = (requestId: string, filedBy: string) =>
  t.database.db
    .selectFrom('affairObjection')
    .select(['id', 'status'])
    .where('requestId', '=', requestId)
    .where('filedBy', '=', filedBy)
    .execute();

describe('objections', () => {
  it('makes one of ten filed at once by one person; the others are told theirs is open', async () => {
    const id = publicised[0]!;
    const replies = await Promise.all(Array.from({ length: 10 }, () => file(as.teacher, id)));
    expect(replies.every((r) => r.http < 500)).toBe(true);
    expect(replies.filter((r) => r.body.state === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.state !== 200)) {
      expect(r.body.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
      expect(r.body.message).toBe('You already have an objection to this request waiting for the office');
    }
    expect(await objections(id, as.teacher.api.who.userId)).toHaveLength(1);
    // Nothing else was left behind: one objection instance, one office task, one open count.
    const started = await t.database.db
      .selectFrom('bpmInstance')
      .select('id')
      .where('starterId', '=', as.teacher.api.who.userId)
      .where('data', 'like', `%${id}%`)
      .execute();
    expect(started).toHaveLength(1);
    const request = await t.database.db
      .selectFrom('affairRequest')
      .select('openObjections')
      .where('instanceId', '=', id)
      .executeTakeFirstOrThrow();
    expect(request.openObjections).toBe(1);
  });

  it('answers a repeat in the caller’s language, and takes another person’s', async () => {
    const id = publicised[1]!;
    expect((await file(as['202411103'], id)).body.state).toBe(200);
    const again = await as['202411103'].api.post('/affairs/hardship/objection', { id, reason: REASON });
    expect(again.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/zzgl/v3/affairs/hardship/objection',
      headers: { ...as['202411103'].api.who.headers, 'accept-language': 'zh-CN' },
      payload: { id, reason: REASON },
    });
    expect(zh.json().message).toBe('你对该申请的异议正在等待学生工作处处理，不能重复提出');
    expect((await file(as['202411104'], id)).body.state).toBe(200);
  });

  it('takes a new objection from the same person once the office has decided the last', async () => {
    const id = publicised[1]!;
    const [open] = await objections(id, as['202411103'].api.who.userId);
    const task = await pendingTask(as.office.bpm, open!.id);
    const decided = await as.office.bpm.post('/task/agree', {
      taskId: task.taskId,
      data: { verdict: 'dismissed', verdictNote: '经核实情况属实，异议不成立。' },
    });
    expect(decided.state, decided.message).toBe(200);
    expect((await file(as['202411103'], id)).body.state).toBe(200);
    expect((await objections(id, as['202411103'].api.who.userId)).map((o) => o.status).sort()).toEqual([
      'dismissed',
      'open',
    ]);
  });

  it('is held by the database: a second open objection of one person to one request is refused', async () => {
    const id = publicised[0]!;
    const [row] = await t.database.db
      .selectFrom('affairObjection')
      .selectAll()
      .where('requestId', '=', id)
      .where('filedBy', '=', as.teacher.api.who.userId)
      .execute();
    const copy = { ...row!, id: newId() };
    const error = await t.database.db
      .insertInto('affairObjection')
      .values(copy)
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    // A decided one beside the open one is history, not a second open objection.
    await t.database.db
      .insertInto('affairObjection')
      .values({ ...copy, status: 'dismissed', decidedAt: Date.now() })
      .execute();
  });

  it('is limited per person whichever way it is filed, the generic start of its process too', async () => {
    const filer = as['202411104'].api.who;
    // Ten filed within the hour (the earlier tests' and some more, written as they would be).
    const filed = await objections(publicised[1]!, filer.userId);
    const [template] = await t.database.db
      .selectFrom('affairObjection')
      .selectAll()
      .where('id', '=', filed[0]!.id)
      .execute();
    const others = await t.database.db
      .selectFrom('affairRequest')
      .select('instanceId')
      .where('tenantId', '=', filer.tenantId)
      .where('instanceId', 'not in', publicised)
      .limit(OBJECTIONS_PER_HOUR - filed.length)
      .execute();
    for (const other of others)
      await t.database.db
        .insertInto('affairObjection')
        .values({
          ...template!,
          id: newId(),
          requestId: other.instanceId,
          status: 'dismissed',
          createdAt: Date.now() - 60_000,
        })
        .execute();
    const process = await t.database.db
      .selectFrom('bpmDefinition')
      .select('id')
      .where('tenantId', '=', filer.tenantId)
      .where('key', '=', 'affair_objection')
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const started = await as['202411104'].bpm.post('/instance/start', {
      defId: process.id,
      data: { requestId: publicised[0]!, requestSubject: 'x', reason: REASON },
    });
    expect(started.state).toBe(SecurityState.RATE_LIMIT);
    expect(await objections(publicised[0]!, filer.userId)).toHaveLength(0);
  });

  it('is limited per person: past the limit one is refused, another from the same address is not', async () => {
    // The teacher has filed ten (one made, nine refused) in the first test: the eleventh is one too many.
    const over = await file(as.teacher, publicised[1]!);
    expect(over.http).toBe(429);
    expect(over.body.state).toBe(SecurityState.RATE_LIMIT);
    expect(over.body.message).not.toBe('');
    const other = await file(as['202411105'], publicised[0]!);
    expect(other.body.state, other.body.message).toBe(200);
  });
});

describe('an objection’s name', () => {
  it('reads in the office reader’s language, the request’s subject in it too, the name masked', async () => {
    const id = publicised[0]!;
    const filed = await file(as['202411106'], id);
    expect(filed.body.state, filed.body.message).toBe(200);
    const target = await t.database.db
      .selectFrom('bpmInstance')
      .select(['subjects', 'starterName'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const english = (JSON.parse(target.subjects!) as Record<string, string>)['en-US']!;
    const masked = english
      .split(target.starterName)
      .join(maskSubject(target.starterName, target.starterName));
    expect(masked).not.toBe(english);
    // The office's to-do list and the task itself, asked in English (the callers' language).
    const task = await pendingTask(as.office.bpm, filed.body.data.objectionId);
    expect(task.subject).toBe(`Objection to "${masked}"`);
    const form = await as.office.bpm.get<{ attributes: { subject: string } }>('/task/getFormData', {
      taskId: task.taskId,
    });
    expect(form.data.attributes.subject).toBe(`Objection to "${masked}"`);
  });
});
