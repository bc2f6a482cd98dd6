import type { AffairDetail, FormValues } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { accessAt } from '../../engine/forms.js';
import { addDays, schoolDate } from '../../lib/school-date.js';
import { signIn } from '../../test/auth.js';
import { bpmCaller, type BpmCaller } from '../../test/bpm.js';
import { openTestApp } from '../../test/signed-in-app.js';
import { choiceOptions } from '../../engine/form-lookups.js';
import { playRequest, playSteps } from './demo/play.js';
import { loadAffairRegistry } from './registry/discover.js';
import type { AffairRegistry, LoadedModule } from './registry/registry.js';

/**
 * No step's field is lost (issue 30, item 10): what a step of a module's chain fills in (the
 * counsellor's recommendation, the recognised level, the appeal's reply) is still there for its
 * readers once the request is decided. Swept over every module whose chain has such a field, on
 * the demo's decided requests (played through each chain by the seed, as real ones are).
 */
const t = openTestApp();

/** The fields a step of the module's chain edits (the starter does not fill them in). */
/** The fields a step fills in; `staffOnly`: those marked for the staff only (or, when false, the others). */
function stepFields(module: LoadedModule, staffOnly?: boolean): string[] {
  const steps = [...module.graph.nodes.values()].filter((node) => node.kind === 'userTask');
  return module.form.fields
    .filter(
      (field) =>
        field.type !== 'computed' &&
        (staffOnly === undefined || Boolean(field.staffOnly) === staffOnly) &&
        steps.some((node) => accessAt(node, field.key) === 'edit'),
    )
    .map((field) => field.key);
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

interface Played {
  id: string;
  data: string;
  account: string;
  tenantId: string;
  starterId: string;
}

/** A demo request the seed already decided with a step's field filled in, if there is one. */
const decidedWithStepFields = (rows: Played[], keys: string[]) =>
  rows.find((row) => keys.some((key) => filled((JSON.parse(row.data) as FormValues)[key])));

/** Fields a played start leaves empty: worked out by the form, or files nobody uploaded here. */
const UNFILLED = new Set(['computed', 'subTable', 'upload', 'image', 'signature']);

/** A value a step could fill in for a field (text, an amount, the first choice). */
async function aValueFor(module: LoadedModule, tenantId: string, key: string): Promise<unknown> {
  const field = module.form.fields.find((f) => f.key === key)!;
  if (field.type === 'money' || field.type === 'number' || field.type === 'integer') return field.min ?? 1;
  if (field.type === 'switch') return true;
  if (field.type === 'select' || field.type === 'radio') {
    if (field.options?.length) return field.options[0]!.value;
    const options = await choiceOptions(t.database.db, tenantId, { ...module.form, fields: [field] });
    return options[field.dictionary ?? '']?.[0]?.value;
  }
  if (field.type === 'text' || field.type === 'textarea')
    return '同意。该生情况属实，按规定办理。'.padEnd(Math.max(field.minLength ?? 0, 10), '。');
  throw new Error(`${module.descriptor.key}: no test value for a step's ${field.type} field ${key}`);
}

/** A value for each of the given fields of the module's form. */

async function valuesFor(module: LoadedModule, tenantId: string, keys: string[]): Promise<FormValues> {
  return Object.fromEntries(
    await Promise.all(keys.map(async (key) => [key, await aValueFor(module, tenantId, key)] as const)),
  );
}

const agreeing = (at: number, edits: FormValues) =>
  Array.from({ length: 8 }, (_, i) => ({ vote: 'agree' as const, at: at + i, opinion: '同意', edits }));

/**
 * Where the seed decided none with a step's field filled in, a demo request still under way is
 * played on through its steps, each agreeing with its fields filled (as the seed plays them);
 * failing that, a student of the group applies and every step agrees.
 */
async function playedThrough(
  registry: AffairRegistry,
  module: LoadedModule,
  keys: string[],
): Promise<Played> {
  const processKey = module.descriptor.processKey;
  const running = await t.database.db
    .selectFrom('bpmInstance')
    .select(['id', 'tenantId'])
    .where('defKey', '=', processKey)
    .where('status', '=', 'running')
    .orderBy('id')
    .executeTakeFirst();
  let id: string;
  if (running) {
    id = running.id;
    await playSteps(
      t.database.db,
      running.tenantId,
      id,
      agreeing(Date.now(), await valuesFor(module, running.tenantId, keys)),
    );
  } else {
    // None at all (a school variant's module): a student of the group applies with every start
    // field filled in, in a batch the office opens for it.
    const office = await signIn(t.app, 'office');
    if (module.descriptor.batches) {
      const opened = await bpmCaller(t.app, office, `/api/${module.group.service}/v3`).post(
        `/affairs/${module.group.key}/batch/save`,
        {
          module: module.descriptor.key,
          academicYear: '2031-2032',
          name: `2031-2032 ${module.descriptor.key}`,
          startDate: addDays(schoolDate(Date.now()), -1),
          endDate: addDays(schoolDate(Date.now()), 10),
        },
      );
      expect(opened.state, `${module.descriptor.key}: ${opened.message}`).toBe(200);
    }
    const peer = await t.database.db
      .selectFrom('bpmInstance')
      .select(['tenantId', 'starterId'])
      .where('tenantId', '=', office.tenantId)
      .where(
        'defKey',
        'in',
        registry.modulesOf(module.group.key).map((m) => m.descriptor.processKey),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow(() => new Error(`${module.descriptor.key}: no demo request in its group`));
    const start = module.graph.nodes.get(module.graph.startId)!;
    const startKeys = module.form.fields
      .filter((f) => accessAt(start, f.key) === 'edit' && !UNFILLED.has(f.type))
      .map((f) => f.key);
    id = await playRequest(t.database.db, peer.tenantId, {
      processKey,
      studentId: peer.starterId,
      data: await valuesFor(module, peer.tenantId, startKeys),
      at: Date.now(),
      steps: agreeing(Date.now(), await valuesFor(module, peer.tenantId, keys)),
    });
  }
  const played = await t.database.db
    .selectFrom('bpmInstance as i')
    .innerJoin('appUser as u', 'u.id', 'i.starterId')
    .select(['i.id', 'i.data', 'u.account', 'i.tenantId', 'i.starterId', 'i.status'])
    .where('i.id', '=', id)
    .executeTakeFirstOrThrow();
  expect(played.status, module.descriptor.key).toBe('end');
  return played;
}

describe('a step’s field on a decided request', () => {
  it('is shown to its starter in every module whose chain has step fields', async () => {
    const registry = await loadAffairRegistry();
    const callers = new Map<string, BpmCaller>();
    const checked: string[] = [];
    for (const module of registry.modules) {
      const keys = stepFields(module, false);
      const internal = stepFields(module, true);
      if (keys.length === 0) continue;
      const decided = await t.database.db
        .selectFrom('bpmInstance as i')
        .innerJoin('appUser as u', 'u.id', 'i.starterId')
        .select(['i.id', 'i.data', 'u.account', 'i.tenantId', 'i.starterId'])
        .where('i.defKey', '=', module.descriptor.processKey)
        .where('i.status', '=', 'end')
        .orderBy('i.id')
        .execute();
      const request = decidedWithStepFields(decided, keys) ?? (await playedThrough(registry, module, keys));
      const data = JSON.parse(request.data) as FormValues;
      const service = `/api/${module.group.service}/v3`;
      const caller =
        callers.get(`${request.account}${service}`) ??
        bpmCaller(t.app, await signIn(t.app, request.account), service);
      callers.set(`${request.account}${service}`, caller);
      const detail = await caller.get<AffairDetail>(`/affairs/${module.descriptor.key}/detail`, {
        id: request.id,
      });
      expect(detail.state, `${module.descriptor.key}: ${detail.message}`).toBe(200);
      const kept = Object.fromEntries(keys.filter((key) => filled(data[key])).map((key) => [key, data[key]]));
      const shown = Object.fromEntries(Object.keys(kept).map((key) => [key, detail.data.values[key]]));
      expect(shown, module.descriptor.key).toEqual(kept);
      // A field for the staff only (the office's note) is never the starter's to read.
      for (const key of internal) expect(detail.data.values, module.descriptor.key).not.toHaveProperty(key);
      checked.push(module.descriptor.key);
    }
    // Every module with a step's field was read, the honours' recommendation (the report) among them.
    expect(checked).toEqual(
      registry.modules.filter((m) => stepFields(m, false).length > 0).map((m) => m.descriptor.key),
    );
    expect(checked).toEqual(expect.arrayContaining(['personalHonour', 'collectiveHonour']));
  });

  it('is shown to the staff reading a decided honour application (the counsellor’s recommendation)', async () => {
    const registry = await loadAffairRegistry();
    const honour = registry.module('personalHonour')!;
    const office = bpmCaller(t.app, await signIn(t.app, 'office'), `/api/${honour.group.service}/v3`);
    const decided = await t.database.db
      .selectFrom('bpmInstance')
      .select(['id', 'data'])
      .where('defKey', '=', honour.descriptor.processKey)
      .where('tenantId', '=', office.who.tenantId)
      .where('status', '=', 'end')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const recommendation = (JSON.parse(decided.data) as FormValues).recommendation;
    expect(recommendation).toBeTruthy();
    const detail = await office.get<AffairDetail>('/affairs/personalHonour/detail', { id: decided.id });
    expect(detail.state, detail.message).toBe(200);
    expect(detail.data.values.recommendation).toBe(recommendation);
  });
});
