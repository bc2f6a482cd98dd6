import { LANGUAGES, type Language } from '@campus/contract';
import { ExpressionError } from '../expression/errors.js';
import { compileCondition, type Condition } from '../expression/evaluate.js';
import type { FieldAccess, FlowNode, Names, ProcessGraph, SequenceFlow, UserTaskNode } from '../model.js';
import { DefinitionError, type DefinitionProblem } from './errors.js';
import { parseBpmn, type ModdleElement } from './parse.js';
import {
  parseAccess,
  parseActions,
  parseAssignment,
  parseCompletion,
  parseCopyTo,
  parseDeadline,
  type Parsed,
} from './settings.js';
import { checkStructure } from './structure.js';

/** Annotations a process may carry that do not take part in the flow. */
const IGNORED_TYPES = new Set(['bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference']);

type Element = ModdleElement;
const list = (value: unknown): Element[] => (Array.isArray(value) ? (value as Element[]) : []);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const idOf = (value: unknown): string | undefined => str((value as Element | undefined)?.id);

class Compiler {
  readonly problems: DefinitionProblem[] = [];

  problem(elementId: string | null, message: string): void {
    this.problems.push({ elementId, message });
  }

  take<T>(elementId: string, parsed: Parsed<T>, fallback: T): T {
    if (parsed.ok) return parsed.value;
    this.problem(elementId, parsed.reason);
    return fallback;
  }

  /** `<campus:name lang value>` entries: the element's name in other languages. */
  namesOf(element: Element): Names {
    return this.textsOf(element, 'campus:Name');
  }

  /** An element's texts in other languages: `campus:name` (names) or `campus:subject` (subject templates). */
  textsOf(element: Element, type: 'campus:Name' | 'campus:Subject'): Names {
    const names: Names = {};
    const tag = type === 'campus:Name' ? 'campus:name' : 'campus:subject';
    const extensions = list((element.extensionElements as Element | undefined)?.values);
    for (const entry of extensions.filter((e) => e.$type === type)) {
      const lang = str(entry.lang);
      const value = str(entry.value)?.trim();
      if (!lang || !LANGUAGES.includes(lang as Language) || !value) {
        this.problem(element.id ?? null, `${tag} needs lang (one of ${LANGUAGES.join(', ')}) and a value`);
        continue;
      }
      names[lang as Language] = value;
    }
    return names;
  }

  fieldsOf(element: Element, fallback: FieldAccess): Record<string, FieldAccess> {
    const fields: Record<string, FieldAccess> = {};
    const extensions = list((element.extensionElements as Element | undefined)?.values);
    for (const field of extensions.filter((e) => e.$type === 'campus:Field')) {
      const key = str(field.key);
      if (!key) {
        this.problem(element.id ?? null, 'campus:field needs a key');
        continue;
      }
      fields[key] = this.take(element.id!, parseAccess(str(field.access), fallback), fallback);
    }
    return fields;
  }

  node(element: Element): FlowNode | undefined {
    const id = element.id!;
    const base = {
      id,
      name: str(element.name) || id,
      names: this.namesOf(element),
      incoming: [],
      outgoing: [],
    };
    const eventDefinitions = list(element.eventDefinitions);
    switch (element.$type) {
      case 'bpmn:StartEvent':
        if (eventDefinitions.length)
          this.problem(id, 'only plain start events are supported (no timer or message)');
        return { ...base, kind: 'startEvent', fields: this.fieldsOf(element, 'edit') };
      case 'bpmn:EndEvent': {
        const types = eventDefinitions.map((d) => d.$type);
        const terminate = types.length === 1 && types[0] === 'bpmn:TerminateEventDefinition';
        if (types.length && !terminate)
          this.problem(id, `end event type ${types.join(', ')} is not supported`);
        return { ...base, kind: 'endEvent', terminate };
      }
      case 'bpmn:UserTask':
        return this.userTask(element, base);
      case 'bpmn:ExclusiveGateway':
        return { ...base, kind: 'exclusiveGateway', defaultFlow: idOf(element.default) ?? null };
      case 'bpmn:ParallelGateway':
        return { ...base, kind: 'parallelGateway' };
      default:
        this.problem(id, `${element.$type} is not supported`);
        return undefined;
    }
  }

  userTask(
    element: Element,
    base: Pick<UserTaskNode, 'id' | 'name' | 'names' | 'incoming' | 'outgoing'>,
  ): UserTaskNode {
    const { id } = base;
    const loop = element.loopCharacteristics as Element | undefined;
    let multiInstance: UserTaskNode['multiInstance'] = null;
    if (loop && loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') {
      this.problem(id, `${loop.$type} is not supported (use multi-instance)`);
    } else if (loop) {
      if (loop.completionCondition) this.problem(id, 'use campus:completion instead of completionCondition');
      const completion = this.take(id, parseCompletion(str(element.completion)), { kind: 'all' } as const);
      multiInstance = { sequential: loop.isSequential === true, completion };
    } else if (element.completion !== undefined) {
      this.problem(id, 'campus:completion needs multi-instance loop characteristics');
    }
    const defaultAccess = this.take(id, parseAccess(str(element.fieldAccess), 'read'), 'read');
    return {
      ...base,
      kind: 'userTask',
      assignment: this.take(id, parseAssignment(str(element.assignee)), []),
      multiInstance,
      actions: this.take(id, parseActions(str(element.actions), multiInstance !== null), []),
      fields: this.fieldsOf(element, defaultAccess),
      defaultAccess,
      subject: str(element.subject) ?? null,
      inParallelBlock: false,
      deadline: this.take(id, parseDeadline(str(element.dueHours), str(element.remindHours)), null),
      copyTo: this.take(id, parseCopyTo(str(element.copyTo)), []),
    };
  }

  condition(flow: Element): Condition | null {
    const expression = flow.conditionExpression as Element | undefined;
    if (!expression) return null;
    const body = str(expression.body) ?? '';
    try {
      return compileCondition(body);
    } catch (error) {
      const reason = error instanceof ExpressionError ? error.message : String(error);
      this.problem(flow.id ?? null, `condition '${body}' cannot be read: ${reason}`);
      return null;
    }
  }
}

function buildGraph(definitions: Element): ProcessGraph {
  const compiler = new Compiler();
  const processes = list(definitions.rootElements).filter((e) => e.$type === 'bpmn:Process');
  if (processes.length !== 1) {
    throw new DefinitionError([
      { elementId: null, message: `a definition holds exactly one process (found ${processes.length})` },
    ]);
  }
  const process = processes[0]!;

  const nodes = new Map<string, FlowNode>();
  const flowElements: Element[] = [];
  for (const element of list(process.flowElements)) {
    if (element.$type === 'bpmn:SequenceFlow') flowElements.push(element);
    else if (!IGNORED_TYPES.has(element.$type)) {
      const node = compiler.node(element);
      if (node) nodes.set(node.id, node);
    }
  }

  const flows = new Map<string, SequenceFlow>();
  for (const element of flowElements) {
    const id = element.id!;
    const source = idOf(element.sourceRef);
    const target = idOf(element.targetRef);
    const condition = compiler.condition(element);
    if (!source || !nodes.has(source)) compiler.problem(id, 'the flow has no source in the process');
    if (!target || !nodes.has(target)) compiler.problem(id, 'the flow has no target in the process');
    if (!source || !target || !nodes.has(source) || !nodes.has(target)) continue;
    flows.set(id, {
      id,
      name: str(element.name) ?? '',
      names: compiler.namesOf(element),
      source,
      target,
      condition,
    });
    nodes.get(source)!.outgoing.push(id);
    nodes.get(target)!.incoming.push(id);
  }

  const starts = [...nodes.values()].filter((n) => n.kind === 'startEvent');
  if (starts.length !== 1)
    compiler.problem(process.id ?? null, `a process needs exactly one start event (found ${starts.length})`);
  if (compiler.problems.length === 0) checkStructure(nodes, flows, starts[0]!.id, compiler);
  if (compiler.problems.length) throw new DefinitionError(compiler.problems);

  return {
    id: process.id!,
    name: str(process.name) || process.id!,
    names: compiler.namesOf(process),
    subject: str(process.subject) ?? null,
    subjects: compiler.textsOf(process, 'campus:Subject'),
    listed: str(process.listed) !== 'false',
    startId: starts[0]!.id,
    nodes,
    flows,
  };
}

/** BPMN XML -> the graph the engine runs, or a DefinitionError naming every element at fault. */
export async function compileProcess(xml: string): Promise<ProcessGraph> {
  return buildGraph(await parseBpmn(xml));
}
