import { ModuleState } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { BpmDefinition, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { newId } from '../lib/ids.js';
import { compileProcess } from './compile/compile.js';
import { DefinitionError, describeProblem, type DefinitionProblem } from './compile/errors.js';
import { formDefinitionSchema, type FormDefinition } from './forms.js';
import type { ProcessGraph } from './model.js';

export interface DeployInput {
  tenantId: string;
  xml: string;
  /** FLOW_TYPE category. */
  typeId?: string | null;
  description?: string | null;
  /** The process's form; a new form version is stored with it. */
  form?: { key: string; name: string; definition: FormDefinition } | null;
  createdBy?: string | null;
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
  const form = input.form ? formDefinitionSchema.safeParse(input.form.definition) : undefined;
  if (form && !form.success) {
    refuse([
      { elementId: input.form!.key, message: `the form is invalid: ${form.error.issues[0]?.message ?? ''}` },
    ]);
  }
  const fieldProblems = form?.success ? checkFieldsExist(graph, form.data) : [];
  if (fieldProblems.length) refuse(fieldProblems);

  let formDefId: string | null = null;
  if (input.form && form?.success) {
    formDefId = newId();
    await db
      .insertInto('formDef')
      .values({
        id: formDefId,
        tenantId: input.tenantId,
        key: input.form.key,
        version: await nextVersion(db, 'formDef', input.tenantId, input.form.key),
        name: input.form.name,
        definition: JSON.stringify(form.data),
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
    description: input.description ?? null,
    xml: input.xml,
    formDefId,
    createdBy: input.createdBy ?? null,
    createdAt: now,
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
