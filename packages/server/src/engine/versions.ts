import { ModuleState } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { BpmDefinition, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { graphOf } from './cache.js';
import { parseFormDefinition, type FormDefinition } from './forms.js';
import type { ProcessGraph } from './model.js';

/** A process version with what running it needs: its graph and its form. */
type Db = Kysely<DB>;

export interface ProcessVersion {
  definition: BpmDefinition;
  graph: ProcessGraph;
  form: FormDefinition;
}

/** A process without a form carries no data beyond its subject. */
const EMPTY_FORM: FormDefinition = { key: '', name: '', fields: [] };
/** Form versions never change once stored, so a parsed form is kept for good. */
const forms = new Map<string, FormDefinition>();

export function definitionById(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('bpmDefinition')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The version new requests of a process start on. */
export function mainDefinition(db: Db, tenantId: string, key: string) {
  return db
    .selectFrom('bpmDefinition')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('key', '=', key)
    .where('isMain', '=', 'Y')
    .executeTakeFirst();
}

async function formOf(db: Db, formDefId: string | null): Promise<FormDefinition> {
  if (!formDefId) return EMPTY_FORM;
  let form = forms.get(formDefId);
  if (!form) {
    const row = await db
      .selectFrom('formDef')
      .select('definition')
      .where('id', '=', formDefId)
      .executeTakeFirst();
    if (!row) throw new AppError(ModuleState.FORM_NOT_FOUND);
    form = parseFormDefinition(row.definition);
    if (forms.size > 500) forms.delete(forms.keys().next().value!);
    forms.set(formDefId, form);
  }
  return form;
}

async function processVersion(db: Db, definition: BpmDefinition): Promise<ProcessVersion> {
  const [graph, form] = await Promise.all([graphOf(db, definition), formOf(db, definition.formDefId)]);
  return { definition, graph, form };
}

/**
 * Versions by tenant and id, for every action on a running request. A deployed version's row,
 * graph and form never change (deploying makes a new row; only `isMain` of the old one flips,
 * and nothing reads it from here: startableVersionOf asks the table), so a version read once
 * serves every later action without a query. Bounded like the graph cache.
 */
const versions = new Map<string, Promise<ProcessVersion>>();

/** The version an instance runs on (it stays on the version it started on). */
export function versionById(db: Db, tenantId: string, defId: string): Promise<ProcessVersion> {
  const key = `${tenantId}:${defId}`;
  const cached = versions.get(key);
  if (cached) return cached;
  const loading = definitionById(db, tenantId, defId).then((definition) => {
    if (!definition) throw new AppError(ModuleState.PROCESS_NOT_FOUND);
    return processVersion(db, definition);
  });
  versions.set(key, loading);
  loading.catch(() => versions.delete(key)); // not found (or a failed read) is asked again next time
  if (versions.size > 500) versions.delete(versions.keys().next().value!);
  return loading;
}

/** The version new requests of a process start on, by key: its newest deployed one. */
export async function startableVersionOf(db: Db, tenantId: string, key: string): Promise<ProcessVersion> {
  const main = await mainDefinition(db, tenantId, key);
  if (!main || main.status !== 'deploy') throw new AppError(ModuleState.PROCESS_NOT_FOUND);
  return processVersion(db, main);
}

/** The version new requests of the process `defId` belongs to start on. */
export async function startableVersion(db: Db, tenantId: string, defId: string): Promise<ProcessVersion> {
  const named = await definitionById(db, tenantId, defId);
  if (!named) throw new AppError(ModuleState.PROCESS_NOT_FOUND);
  return startableVersionOf(db, tenantId, named.key);
}
