import type { AnyRoute, EndpointInput, Language } from '@campus/contract';
import { endpointKey } from '../../api/endpoint-call';
import { endpointQuery } from '../../api/http';

/**
 * Queries of the affairs endpoints whose replies are in the caller's language (titles, labels,
 * reasons): keyed by the language too, so a change of language loads them again. They are still
 * an endpoint's queries (the key starts as endpointKey's), invalidated with it.
 */
export function localizedQuery<E extends AnyRoute>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  language: Language,
) {
  return { ...endpointQuery(endpoint, input), queryKey: localizedKey(endpoint, input ?? {}, language) };
}

/** The key of a list of an endpoint in the caller's language (ListPage's queryKey). */
export function localizedKey(endpoint: AnyRoute, input: unknown, language: Language): readonly unknown[] {
  return endpointKey(endpoint, [input, language]);
}
