/**
 * The dayjs locale of the language in use ('zh-cn', 'zh-tw', 'en', 'ja'), kept apart from dayjs
 * itself: applying a language records it here, and lib/dayjs.ts, which every date formatter
 * imports, follows it. The sign-in screens format no dates, so dayjs stays out of the first load
 * (issue 31).
 */
let current = 'zh-cn';
const listeners = new Set<(locale: string) => void>();

export function dateLocale(): string {
  return current;
}

/** Called by applyLanguage once the language's dayjs locale (if any) has loaded. */
export function setDateLocale(locale: string): void {
  current = locale;
  for (const listener of listeners) listener(locale);
}

export function onDateLocale(listener: (locale: string) => void): void {
  listeners.add(listener);
}
