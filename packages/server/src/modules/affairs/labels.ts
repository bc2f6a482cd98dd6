import { LANGUAGES, localize, type FormDefinition, type LocalizedText } from '@campus/contract';
import type { Kysely } from 'kysely';
import { dictionaryTexts } from '../../core/dictionaries/entries.js';
import type { DB } from '../../db/schema.js';

/**
 * What a choice field's values are called (a hardship level 'difficult' is 困难 / Difficult), in
 * every language: from the field's own options or its dictionary. Empty for other fields.
 */
export async function valueLabels(
  db: Kysely<DB>,
  tenantId: string,
  form: FormDefinition,
  fieldKey: string | undefined,
): Promise<Map<string, LocalizedText>> {
  const field = form.fields.find((f) => f.key === fieldKey);
  if (!field || !('options' in field || 'dictionary' in field)) return new Map();
  if ('options' in field && field.options) return new Map(field.options.map((o) => [o.value, o.label]));
  if ('dictionary' in field && field.dictionary) return dictionaryTexts(db, tenantId, field.dictionary);
  return new Map();
}

/** Several texts joined in each language ('特别困难、困难' / 'Especially difficult, difficult'). */
export function joinTexts(
  texts: readonly LocalizedText[],
): Partial<Record<(typeof LANGUAGES)[number], string>> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      texts.map((t) => localize(t, lang)).join(lang.startsWith('zh') || lang === 'ja-JP' ? '、' : ', '),
    ]),
  );
}

/** A form field's label in every language (for messages that name it). */
export function fieldLabel(form: FormDefinition, key: string): LocalizedText {
  return form.fields.find((f) => f.key === key)?.label ?? key;
}
