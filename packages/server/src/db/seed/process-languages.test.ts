import { LANGUAGES, type Language, type LocalizedText } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { versionById } from '../../engine/versions.js';
import { openTestApp } from '../../test/signed-in-app.js';

/**
 * Issue 16: every process the seed deploys (the platform's and every student-affairs group's, in
 * every school) carries its texts in zh-CN, zh-TW, en-US and ja-JP: its name, each step's name,
 * the names of the flows that say why a branch is taken, its form's name, and each field's label,
 * options, unit and placeholder.
 */

const t = openTestApp();

/** Chinese or Japanese script: a text without any (a year such as 2025-2026) reads alike everywhere. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/** What a text lacks: the languages it has no words in. */
function missing(text: LocalizedText | undefined, names?: Partial<Record<Language, string>>): Language[] {
  if (text === undefined) return [];
  if (typeof text === 'string' && !CJK.test(text) && !names) return [];
  const by: Partial<Record<Language, string>> =
    names !== undefined
      ? { 'zh-CN': text as string, ...names }
      : typeof text === 'string'
        ? { 'zh-CN': text }
        : text;
  return LANGUAGES.filter((lang) => !by[lang]?.trim());
}

describe('seeded processes in four languages', () => {
  it('names every process, step, branch, form and field in every language', async () => {
    const definitions = await t.database.db
      .selectFrom('bpmDefinition')
      .select(['id', 'tenantId', 'key'])
      .where('isMain', '=', 'Y')
      .execute();
    expect(definitions.length).toBeGreaterThan(20);
    const gaps: string[] = [];
    const say = (where: string, langs: Language[]) => {
      if (langs.length) gaps.push(`${where}: ${langs.join(', ')}`);
    };
    const seen = new Set<string>();
    for (const d of definitions) {
      if (seen.has(d.key)) continue;
      seen.add(d.key);
      const { graph, form } = await versionById(t.database.db, d.tenantId, d.id);
      say(`${d.key} name`, missing(graph.name, graph.names));
      for (const node of graph.nodes.values()) {
        if (node.kind === 'exclusiveGateway' || node.kind === 'parallelGateway') continue;
        say(`${d.key} step ${node.id}`, missing(node.name, node.names));
      }
      for (const flow of graph.flows.values())
        if (flow.name) say(`${d.key} flow ${flow.id}`, missing(flow.name, flow.names));
      say(`${d.key} form name`, missing(form.name));
      for (const field of form.fields) {
        const at = `${d.key} field ${field.key}`;
        say(`${at} label`, missing(field.label));
        say(`${at} placeholder`, missing(field.placeholder));
        say(`${at} help`, missing(field.help));
        say(`${at} section`, missing(field.section));
        if ('unit' in field) say(`${at} unit`, missing(field.unit));
        if ('options' in field)
          for (const option of field.options ?? [])
            say(`${at} option ${option.value}`, missing(option.label));
        if ('columns' in field)
          for (const column of field.columns) say(`${at}.${column.key} label`, missing(column.label));
      }
    }
    expect(gaps).toEqual([]);
  });
});
