import { isMessageKey, ModuleState, translate, type Language } from '@campus/contract';
import type { BpmDefinition } from '../../../db/schema.js';
import { graphOf } from '../../../engine/cache.js';
import { parseFormDefinition, type FormDefinition } from '../../../engine/forms.js';
import type { ProcessGraph } from '../../../engine/model.js';
import { AppError } from '../../../http/errors.js';
import { definitionById, formDefinitionById, mainDefinition, type Db } from './repo.js';

/** A definition version with what running it needs: its graph and its form. */
export interface ProcessVersion {
  definition: BpmDefinition;
  graph: ProcessGraph;
  form: FormDefinition;
}

const EMPTY_FORM: FormDefinition = { fields: [] };
/** Form versions never change once stored, so a parsed form is kept for good. */
const forms = new Map<string, FormDefinition>();

async function formOf(db: Db, formDefId: string | null): Promise<FormDefinition> {
  if (!formDefId) return EMPTY_FORM;
  let form = forms.get(formDefId);
  if (!form) {
    const row = await formDefinitionById(db, formDefId);
    if (!row) throw new AppError(ModuleState.FORM_NOT_FOUND);
    form = parseFormDefinition(row.definition);
    if (forms.size > 500) forms.delete(forms.keys().next().value!);
    forms.set(formDefId, form);
  }
  return form;
}

export async function processVersion(db: Db, definition: BpmDefinition): Promise<ProcessVersion> {
  const [graph, form] = await Promise.all([graphOf(db, definition), formOf(db, definition.formDefId)]);
  return { definition, graph, form };
}

/** The version an instance runs on (it stays on the version it started on). */
export async function versionById(db: Db, tenantId: string, defId: string): Promise<ProcessVersion> {
  const definition = await definitionById(db, tenantId, defId);
  if (!definition) throw new AppError(ModuleState.PROCESS_NOT_FOUND);
  return processVersion(db, definition);
}

/** The version new requests of the process `defId` belongs to start on: its newest deployed one. */
export async function startableVersion(db: Db, tenantId: string, defId: string): Promise<ProcessVersion> {
  const named = await definitionById(db, tenantId, defId);
  const main = named && (await mainDefinition(db, tenantId, named.key));
  if (!main || main.status !== 'deploy') throw new AppError(ModuleState.PROCESS_NOT_FOUND);
  return processVersion(db, main);
}

/** The localised name of an action or history status ('agree' -> 同意). */
export function actionName(lang: Language, action: string): string {
  const key = `bpm.action.${action}`;
  return isMessageKey(key) ? translate(lang, key) : action;
}
