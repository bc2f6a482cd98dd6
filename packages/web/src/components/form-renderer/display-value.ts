import { localize, type FieldOption, type FormField, type Language } from '@campus/contract';
import { formatMoney } from '../../lib/format';
import { joinNames } from '../../lib/join-names';

export interface DisplayContext {
  language: Language;
  /** The options of a choice field (inline or from its dictionary), when known. */
  options?: readonly FieldOption[];
  /** How a switch reads when on / off. */
  yes: string;
  no: string;
}

function withUnit(text: string, unit: FormField['label'] | undefined, language: Language): string {
  const suffix = localize(unit, language);
  if (!suffix) return text;
  // "3 days" in English, "3天" in Chinese and Japanese.
  return language === 'en-US' ? `${text} ${suffix}` : `${text}${suffix}`;
}

function optionLabel(value: string, context: DisplayContext): string {
  const option = context.options?.find((o) => o.value === value);
  return option ? localize(option.label, context.language) : value;
}

/**
 * A value as read-only text ('' when there is none). Attachments, signatures and sub-tables are
 * not text: their own views show them.
 */
export function displayText(field: FormField, value: unknown, context: DisplayContext): string {
  if (value === undefined || value === null || value === '') return '';
  const { language } = context;
  switch (field.type) {
    case 'number':
    case 'integer':
    case 'computed':
      return typeof value === 'number' || typeof value === 'string'
        ? withUnit(String(value), field.unit, language)
        : '';
    case 'money': {
      const amount = Number(value);
      if (!Number.isFinite(amount)) return String(value);
      return withUnit(formatMoney(amount), field.unit, language);
    }
    case 'dateRange':
      return Array.isArray(value) && value.length === 2 ? `${String(value[0])} ~ ${String(value[1])}` : '';
    case 'select':
    case 'radio':
      return typeof value === 'string' ? optionLabel(value, context) : '';
    case 'checkbox':
      return Array.isArray(value)
        ? joinNames(
            value.map((v) => optionLabel(String(v), context)),
            language,
          )
        : '';
    case 'switch':
      return value === true ? context.yes : value === false ? context.no : '';
    case 'upload':
    case 'image':
    case 'signature':
    case 'subTable':
      return '';
    default:
      return typeof value === 'string' ? value : String(value);
  }
}
