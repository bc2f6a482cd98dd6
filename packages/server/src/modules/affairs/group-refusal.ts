import { LANGUAGES, localize, type Language, type LocalizedText } from '@campus/contract';
import { AppError, type FieldProblem } from '../../http/errors.js';

/**
 * A group's refusals in its own words. The catalogue cannot know a group's rules (beds, work-study
 * caps), so a group keeps its texts in every language in its own folder and refuses through the
 * catalogue's `affairs.groupRule` ('{rule}'), which the reply's language picks from.
 */
export type Texts = Record<Language, string>;
/** A placeholder's value: the same in every language, or itself a text per language. */
export type TextParams = Record<string, string | number | Texts>;

/** A text in the four languages, in the order zh-CN, zh-TW, en-US, ja-JP. */
export const texts = (zhCN: string, zhTW: string, enUS: string, jaJP: string): Texts => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

/** A form's text (a label, an option) in every language, for a refusal said in the reader's. */
export const inEveryLanguage = (text: LocalizedText): Texts =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, localize(text, lang)])) as Texts;

/** A text with its {placeholders} filled in, in every language; unknown placeholders stay. */
export function say(text: Texts, params: TextParams = {}): Texts {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      text[lang].replace(/\{(\w+)\}/g, (whole, key: string) => {
        const value = params[key];
        if (value === undefined) return whole;
        return typeof value === 'object' ? value[lang] : String(value);
      }),
    ]),
  ) as Texts;
}

/** The refusal with its state; `field` marks the input at fault so the form can point at it. */
export function groupRefusal(state: number, rule: Texts, field?: string): AppError {
  const fields: FieldProblem[] | undefined = field
    ? [{ field, message: 'affairs.groupRule', params: { rule } }]
    : undefined;
  return new AppError(state, { key: 'affairs.groupRule', params: { rule }, ...(fields ? { fields } : {}) });
}

/**
 * A group's refusals as one function: each rule's words and state, said with its parameters and
 * the field at fault (`refuse('full', { post }, 'postId')`).
 */
export function groupRefusals<K extends string>(table: Record<K, { state: number; text: Texts }>) {
  return (rule: K, params: TextParams = {}, field?: string) =>
    groupRefusal(table[rule].state, say(table[rule].text, params), field);
}
