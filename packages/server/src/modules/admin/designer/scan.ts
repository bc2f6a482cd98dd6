import type { Language } from '@campus/contract';
import type { ModdleElement } from '../../../engine/compile/parse.js';
import { say } from './texts.js';
import type { Problem } from './draft-check.js';

/**
 * Every element of an uploaded file the engine does not run (engine/compile names only the first
 * it meets): a scan over bpmn-moddle's tree of each process, its sub-processes' contents and
 * boundary events included, so an administrator sees the whole list before anything is stored.
 */
const RUN = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:SequenceFlow',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
]);

const list = (value: unknown): ModdleElement[] => (Array.isArray(value) ? (value as ModdleElement[]) : []);

function scanElement(element: ModdleElement, lang: Language, into: Problem[]): void {
  const id = element.id ?? '-';
  if (!RUN.has(element.$type)) {
    into.push({
      element: id,
      type: element.$type,
      message: say(lang, 'unsupported', { type: element.$type }),
    });
  } else {
    const definitions = list(element.eventDefinitions).map((d) => d.$type);
    const allowed = element.$type === 'bpmn:EndEvent' ? ['bpmn:TerminateEventDefinition'] : [];
    for (const type of definitions.filter((t) => !allowed.includes(t)))
      into.push({ element: id, type, message: say(lang, 'unsupported', { type }) });
    const loop = element.loopCharacteristics as ModdleElement | undefined;
    if (loop && loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics')
      into.push({ element: id, type: loop.$type, message: say(lang, 'unsupported', { type: loop.$type }) });
  }
  // A sub-process's own contents are not run either: named too, so the list is complete.
  for (const inner of list(element.flowElements)) scanElement(inner, lang, into);
}

export function unsupportedElements(definitions: ModdleElement, lang: Language): Problem[] {
  const problems: Problem[] = [];
  for (const root of list(definitions.rootElements)) {
    if (root.$type !== 'bpmn:Process') continue;
    for (const element of list(root.flowElements)) scanElement(element, lang, problems);
  }
  return problems;
}
