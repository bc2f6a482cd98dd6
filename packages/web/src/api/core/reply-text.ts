import { isMessageKey, type Envelope, type Language } from '@campus/contract';
import { translate } from '../../i18n/contract-messages';

/** Server messages that leak internals; the spec hides them rather than showing them to users. */
const HIDDEN_MESSAGE = 'Error querying database';

export const isHiddenMessage = (message: string): boolean => message.includes(HIDDEN_MESSAGE);

/** The status-table text of a state, else 'Unknown error, code: {state}' (SPEC §8). */
export function stateText(language: Language, state: number): string {
  const key = `state.${state}`;
  return isMessageKey(key) ? translate(language, key) : translate(language, 'error.unknown', { state });
}

/**
 * The toast text for a failed reply: the message, plus 'Reason: {cause}' on a second line when the
 * reply has a cause. Undefined when the message must stay hidden.
 */
export function replyErrorText(
  language: Language,
  reply: Pick<Envelope<unknown>, 'state' | 'message' | 'cause'>,
): string | undefined {
  const message = reply.message?.trim() ? reply.message : stateText(language, reply.state);
  if (isHiddenMessage(message)) return undefined;
  const cause = reply.cause?.trim();
  return cause ? `${message}\n${translate(language, 'error.reason', { cause })}` : message;
}

/** A reply that is JSON with a numeric state; anything else is "interface abnormal". */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { state?: unknown }).state === 'number';
}
