import { ModuleState, SecurityState } from '@campus/contract';
import type { AppError } from '../../http/errors.js';
import { groupRefusal, say, type TextParams, type Texts } from './group-refusal.js';

/**
 * The two ways a group's `refuse` is written over its table of texts (`group-refusal.ts`), made
 * once so each group keeps only its words.
 */

/** Throws the rule's words with the state given: "not eligible" unless said otherwise. */
export type Refuse<K extends string> = (
  rule: K,
  params?: TextParams,
  state?: number,
  field?: string,
) => never;

/**
 * A group's throwing `refuse`. Declare it with its type (`const refuse: Refuse<Rule> = …`): only
 * then does TypeScript know that code after a call is not reached.
 */
export function refuser<K extends string>(table: Record<K, Texts>): Refuse<K> {
  return (rule, params = {}, state = ModuleState.AFFAIR_NOT_ELIGIBLE, field) => {
    throw groupRefusal(state, say(table[rule], params), field);
  };
}

/**
 * A group's refusal to throw, naming the field at fault, whose rules are either about who the
 * caller is not (`notAllowed`: refused as not allowed) or about bad input.
 */
export function refusalByCaller<K extends string>(
  table: Record<K, Texts>,
  notAllowed: readonly NoInfer<K>[],
) {
  return (rule: K, params: TextParams = {}, field?: string): AppError =>
    groupRefusal(
      notAllowed.includes(rule) ? SecurityState.UNAUTHORIZED : ModuleState.FORM_DATA_INVALID,
      say(table[rule], params),
      field,
    );
}
