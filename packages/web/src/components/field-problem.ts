import type { MessageKey } from '@campus/contract';
import type { UiKey } from '../i18n/ui-messages';

/** A validation message: a shared rule's text from the contract, or one of this app's own. */
export type FieldProblem =
  { ns: 'contract'; key: MessageKey; params?: Record<string, string | number> } | { ns: 'ui'; key: UiKey };

export const contractProblem = (key: MessageKey, params?: Record<string, string | number>): FieldProblem => ({
  ns: 'contract',
  key,
  params,
});
