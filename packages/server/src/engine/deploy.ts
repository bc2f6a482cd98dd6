import { DEFAULT_LANGUAGE, localize, ModuleState, type LocalizedText } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { BpmDefinition, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { newId } from '../lib/ids.js';
import { compileProcess } from './compile/compile.js';
import { DefinitionError, describeProblem, type DefinitionProblem } from './compile/errors.js';
import { dictionariesOf } from './form-lookups.js';
import { parseFormDefinition, type FormDefinition } from './forms.js';
import type { ProcessGraph } from './model.js';

export interface DeployInput {
  tenantId: string;
  xml: string;
  /** FLOW_TYPE category. */
  typeId?: string | null;
  /** What the process is for; in several languages where the app wrote it (the new-process list). */
  description?: LocalizedText | null;
  /** The process's form in the contract's format (checked here); a new form version is stored with it. */
  form?: unknown;
  createdBy?: string | null;
  /**
   * Dictionaries a module keeps filled itself (work-study posts): accepted while still empty, where
   * any other missing dictionary is a typo.
   */
  maintainedDictionaries?: ReadonlySet<string>;
  /** How the version came (the chain designer's designer, upload, restore). */
  origin?: string | null;
  /** The publisher's note. */
  comment?: string | null;
}

function refuse(problems: DefinitionProblem[]): never {
  throw new AppError(ModuleState.PROCESS_INVALID, {
    key: 'bpm.invalidDefinition',
    params: { element: problems[0]?.elementId ?? '-' },
    cause: problems.map(describeProblem).join('; '),
  });
}

/** Field settings must name fields the form has: a typo would otherwise hide nothing. */
function checkFieldsExist(graph: ProcessGraph, form: FormDefinition): DefinitionProblem[] {
  const keys = new Set(form.fields.map((f) => f.key));
  const problems: DefinitionProblem[] = [];
  for (const node of graph.nodes.values()) {
    if (node.kind !== 'userTask' && node.kind !== 'startEvent') continue;
    for (const key of Object.keys(node.fields)) {
      if (!keys.has(key))
        problems.push({ elementId: node.id, message: `campus:field ${key} is not a field of the form` });
    }
  }
  return problems;
}

/** Choice fields must draw on dictionaries the tenant has: a missing one would offer no option. */
async function checkDictionariesExist(
  db: Kysely<DB>,
  tenantId: string,
  form: FormDefinition,
  maintained: ReadonlySet<string> = new Set(),
): Promise<DefinitionProblem[]> {
  const wanted = dictionariesOf(form).filter((key) => !maintained.has(key));
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('dictionary')
    .select('typeKey')
    .distinct()
    .where('tenantId', '=', tenantId)
    .where('typeKey', 'in', wanted)
    .execute();
  const found = new Set(rows.map((r) => r.typeKey));
  return wanted
    .filter((key) => !found.has(key))
    .map((key) => ({
      elementId: form.key,
      message: `the form uses dictionary ${key}, which this school lacks`,
    }));
}

function parseForm(input: unknown): FormDefinition {
  try {
    return parseFormDefinition(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const key = (input as { key?: unknown } | null)?.key;
    return refuse([
      { elementId: typeof key === 'string' ? key : 'form', message: `the form is invalid: ${reason}` },
    ]);
  }
}

async function nextVersion(
  db: Kysely<DB>,
  table: 'bpmDefinition' | 'formDef',
  tenantId: string,
  key: string,
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('version').as('version'))
    .where('tenantId', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(row?.version ?? 0) + 1;
}

/**
 * Validates and stores a new version of a process (keyed by the BPMN process id) and its form.
 * The new version becomes the one requests start on; running requests stay on theirs.
 * Refusals name the element at fault (state 6050102).
 */
export async function deployProcess(
  db: Kysely<DB>,
  input: DeployInput,
  now = Date.now(),
): Promise<BpmDefinition> {
  let graph: ProcessGraph;
  try {
    graph = await compileProcess(input.xml);
  } catch (error) {
    if (error instanceof DefinitionError) refuse(error.problems);
    throw error;
  }
  const form = input.form === undefined || input.form === null ? undefined : parseForm(input.form);
  const formProblems = form
    ? [
        ...checkFieldsExist(graph, form),
        ...(await checkDictionariesExist(db, input.tenantId, form, input.maintainedDictionaries)),
      ]
    : [];
  if (formProblems.length) refuse(formProblems);

  let formDefId: string | null = null;
  if (form) {
    formDefId = newId();
    await db
      .insertInto('formDef')
      .values({
        id: formDefId,
        tenantId: input.tenantId,
        key: form.key,
        version: await nextVersion(db, 'formDef', input.tenantId, form.key),
        name: localize(form.name, DEFAULT_LANGUAGE),
        definition: JSON.stringify(form),
        createdAt: now,
      })
      .execute();
  }

  const definition: BpmDefinition = {
    id: newId(),
    tenantId: input.tenantId,
    key: graph.id,
    name: graph.name,
    version: await nextVersion(db, 'bpmDefinition', input.tenantId, graph.id),
    typeId: input.typeId ?? null,
    status: 'deploy',
    isMain: 'Y',
    description: input.description ? localize(input.description, DEFAULT_LANGUAGE) : null,
    descriptions:
      input.description && typeof input.description === 'object' ? JSON.stringify(input.description) : null,
    xml: input.xml,
    formDefId,
    listed: graph.listed ? 'Y' : 'N',
    createdBy: input.createdBy ?? null,
    createdAt: now,
    origin: input.origin ?? null,
    comment: input.comment ?? null,
  };
  await db
    .updateTable('bpmDefinition')
    .set({ isMain: 'N' })
    .where('tenantId', '=', input.tenantId)
    .where('key', '=', graph.id)
    .execute();
  await db.insertInto('bpmDefinition').values(definition).execute();
  return definition;
}
