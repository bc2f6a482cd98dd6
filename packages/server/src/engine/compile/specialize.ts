import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { LANGUAGES, type Language } from '@campus/contract';
import { campusDescriptor } from '../bpmn/campus-descriptor.js';

const moddle = new BpmnModdle({ campus: campusDescriptor });

export interface ProcessIdentity {
  /** The process key (the BPMN process id) requests run under. */
  id: string;
  /** Its name in the school's language (zh-CN) and in the others; the file's when not given. */
  names?: Partial<Record<Language, string>>;
  /** The subject template (campus:subject), when it differs from the file's. */
  subject?: string;
}

/**
 * One BPMN file serving several kinds of request (five scholarships share one chain): the same
 * process under another id, name and subject. The diagram follows, since moddle writes its
 * references to the process by the new id.
 */
export async function specializeProcess(xml: string, identity: ProcessIdentity): Promise<string> {
  const { rootElement } = await moddle.fromXML(xml);
  const process = (rootElement.rootElements as ModdleElement[]).find((e) => e.$type === 'bpmn:Process');
  if (!process) throw new Error('the BPMN file has no process');
  process.id = identity.id;
  if (identity.subject) process.subject = identity.subject;
  if (!identity.names) return (await moddle.toXML(rootElement, { format: true })).xml;
  const names = identity.names;
  process.name = names['zh-CN'] ?? process.name;
  const extensions = (process.extensionElements ??= moddle.create('bpmn:ExtensionElements', {
    values: [],
  })) as ModdleElement;
  const others = ((extensions.values as ModdleElement[] | undefined) ?? []).filter(
    (e) => e.$type !== 'campus:Name',
  );
  const translations = LANGUAGES.filter((lang: Language) => lang !== 'zh-CN' && names[lang]).map(
    (lang: Language) => moddle.create('campus:Name', { lang, value: names[lang] }),
  );
  extensions.values = [...translations, ...others];
  const { xml: out } = await moddle.toXML(rootElement, { format: true });
  return out;
}
