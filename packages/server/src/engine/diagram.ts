import type { Language } from '@campus/contract';
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { campusDescriptor } from './bpmn/campus-descriptor.js';
import { nameIn, type ProcessGraph } from './model.js';

const moddle = new BpmnModdle({ campus: campusDescriptor });

/** Diagrams by definition version and language; a deployed version never changes. Bounded. */
const MAX_ENTRIES = 500;
const diagrams = new Map<string, Promise<string>>();

async function relabel(xml: string, graph: ProcessGraph, lang: Language): Promise<string> {
  const { rootElement } = await moddle.fromXML(xml);
  for (const root of rootElement.rootElements as ModdleElement[]) {
    if (root.$type !== 'bpmn:Process') continue;
    root.name = nameIn(graph, lang);
    for (const element of (root.flowElements as ModdleElement[] | undefined) ?? []) {
      const named = graph.nodes.get(element.id as string) ?? graph.flows.get(element.id as string);
      if (named && named.name) element.name = nameIn(named, lang);
    }
  }
  return (await moddle.toXML(rootElement, { format: true })).xml;
}

/**
 * The process's BPMN XML with its labels in the reader's language (issue 16): the process's, its
 * steps' and its named flows' names from `<campus:name lang=...>`, so the diagram a phone draws
 * reads as the timeline does. The school's language is the XML as deployed.
 */
export function diagramIn(
  definition: { id: string; version: number; xml: string },
  graph: ProcessGraph,
  lang: Language,
): Promise<string> {
  if (lang === 'zh-CN') return Promise.resolve(definition.xml);
  const key = `${definition.id}@${definition.version}:${lang}`;
  let cached = diagrams.get(key);
  if (!cached) {
    cached = relabel(definition.xml, graph, lang).catch(() => definition.xml);
    diagrams.set(key, cached);
    if (diagrams.size > MAX_ENTRIES) diagrams.delete(diagrams.keys().next().value!);
  }
  return cached;
}
