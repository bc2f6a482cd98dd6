import { localize, type Language, type LocalizedText } from '@campus/contract';

/**
 * A selector's or picker's options from a record of localized titles keyed by value (the
 * contract's kinds, levels, categories), in the record's order.
 */
export function localizedOptions<K extends string>(
  titles: Readonly<Record<K, LocalizedText>>,
  language: Language,
): { label: string; value: K }[] {
  return (Object.keys(titles) as K[]).map((value) => ({ label: localize(titles[value], language), value }));
}
