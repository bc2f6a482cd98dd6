import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';

export type { ModdleElement };
import { campusDescriptor } from '../bpmn/campus-descriptor.js';
import { DefinitionError, type DefinitionProblem } from './errors.js';

const moddle = new BpmnModdle({ campus: campusDescriptor });

export const MAX_XML_LENGTH = 1_000_000;

/** moddle's multi-line warning as one line: what, the underlying reason, and where. */
function readable(message: string): string {
  const [first = message, ...details] = message.split('\n').map((line) => line.trim());
  const nested = details
    .find((d) => d.startsWith('nested error:'))
    ?.slice('nested error:'.length)
    .trim();
  const line = details.find((d) => d.startsWith('line:'));
  return [first, nested && `(${nested})`, line && `at ${line}`].filter(Boolean).join(' ');
}

/**
 * BPMN XML -> bpmn-moddle's object tree. Anything bpmn-moddle only warns about (unknown
 * elements, unresolved references, duplicate ids) is an error here: a definition that does
 * not read cleanly must not run.
 */
export async function parseBpmn(xml: string): Promise<ModdleElement> {
  if (xml.length > MAX_XML_LENGTH) {
    throw new DefinitionError([
      { elementId: null, message: `the XML is larger than ${MAX_XML_LENGTH} characters` },
    ]);
  }
  let result;
  try {
    result = await moddle.fromXML(xml);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new DefinitionError([{ elementId: null, message: `the XML cannot be read: ${reason}` }]);
  }
  // Unknown campus: attributes arrive here too (the descriptor knows the namespace), so a
  // misspelt setting is refused instead of silently ignored.
  const problems: DefinitionProblem[] = result.warnings.map((warning) => ({
    elementId: warning.element?.id ?? null,
    message: readable(warning.message),
  }));
  if (problems.length) throw new DefinitionError(problems);
  return result.rootElement;
}
