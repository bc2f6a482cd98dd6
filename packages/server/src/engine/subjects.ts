import { LANGUAGES, translate, type Language } from '@campus/contract';
import { textIn } from '../lib/localized-name.js';
import type { MemberProfile } from '../core/org/profile.js';
import { renderTemplate } from './expression/template.js';
import { nameIn, type Names, type ProcessGraph } from './model.js';

/**
 * A request's subject in every language (issue 16): the process's template for each language
 * (`campus:subject`, and `<campus:subject lang=...>` for the others) over the form values and the
 * starter; a language without a template reads the default subject, the process's name in that
 * language with the starter's ("National Scholarship: 李明轩"). The school's (zh-CN) is the
 * stored `subject`, the others `subjects` (JSON), chosen at read time by `subjectIn`. `data` may
 * differ by language (a value that is itself a text in each language, such as the subject of the
 * request an objection names).
 */
export function subjectsOf(
  graph: ProcessGraph,
  fallbackName: string,
  starter: MemberProfile,
  data: Record<string, unknown> | ((lang: Language) => Record<string, unknown>),
): { subject: string; subjects: string } {
  const dataIn = typeof data === 'function' ? data : () => data;
  const render = (template: string | null | undefined, lang: Language) =>
    template ? renderTemplate(template, { ...dataIn(lang), starter }).trim() : '';
  const subject = render(graph.subject, 'zh-CN') || `${fallbackName}-${starter.name}`;
  const others: Names = {};
  for (const lang of LANGUAGES) {
    if (lang === 'zh-CN') continue;
    others[lang] =
      render(graph.subjects[lang], lang) ||
      translate(lang, 'bpm.defaultSubject', { process: nameIn(graph, lang), starter: starter.name }).slice(
        0,
        500,
      );
  }
  return { subject, subjects: JSON.stringify(others) };
}

/** A request's subject in the reader's language; a request stored before issue 16 reads as stored. */
export const subjectIn = (row: { subject: string; subjects?: string | null }, lang: Language): string =>
  textIn(row.subjects, row.subject, lang);

/** A subject in every language, for texts that quote it (the messages about a request). */
export function subjectTexts(row: { subject: string; subjects?: string | null }): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, subjectIn(row, lang)])) as Record<
    Language,
    string
  >;
}
