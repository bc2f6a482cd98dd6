import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { LANGUAGES, type Language, type LocalizedText } from '@campus/contract';
import { campusDescriptor } from '../bpmn/campus-descriptor.js';

const moddle = new BpmnModdle({ campus: campusDescriptor });

export interface ProcessIdentity {
  /** The process key (the BPMN process id) requests run under. */
  id: string;
  /** Its name in the school's language (zh-CN) and in the others; the file's when not given. */
  names?: Partial<Record<Language, string>>;
  /**
   * The subject template (campus:subject), when it differs from the file's: one string (the
   * school's; other languages then get the default subject) or a template per language.
   */
  subject?: LocalizedText;
}

/** Replaces the process's `campus:name` or `campus:subject` entries by the given languages'. */
function setTexts(
  process: ModdleElement,
  type: 'campus:Name' | 'campus:Subject',
  texts: Partial<Record<Language, string>>,
) {
  const extensions = (process.extensionElements ??= moddle.create('bpmn:ExtensionElements', {
    values: [],
  })) as ModdleElement;
  const others = ((extensions.values as ModdleElement[] | undefined) ?? []).filter((e) => e.$type !== type);
  const translations = LANGUAGES.filter((lang: Language) => lang !== 'zh-CN' && texts[lang]).map(
    (lang: Language) => moddle.create(type, { lang, value: texts[lang] }),
  );
  extensions.values = [...translations, ...others];
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
  if (identity.subject !== undefined) {
    const subjects = typeof identity.subject === 'string' ? { 'zh-CN': identity.subject } : identity.subject;
    process.subject = subjects['zh-CN'] ?? process.subject;
    setTexts(process, 'campus:Subject', subjects);
  }
  if (identity.names) {
    process.name = identity.names['zh-CN'] ?? process.name;
    setTexts(process, 'campus:Name', identity.names);
  }
  const { xml: out } = await moddle.toXML(rootElement, { format: true });
  return out;
}
