import type { Language } from '@campus/contract';
import { translate } from '../../i18n/contract-messages';
import { RequestError } from './request-error';
import { isHiddenMessage, stateText } from './reply-text';

export interface FailureText {
  text: string;
  /** Nothing answered: the screen shows the disconnected picture. */
  offline: boolean;
  /**
   * The server's id of a request it failed on (5xx, or no readable reply), to quote to support;
   * absent for a refusal the user can act on and when nothing answered.
   */
  requestId?: string;
}

/**
 * What a screen says about a request that failed, for every screen alike (lists, details): the
 * server's own words whenever it answered (a refusal names the problem: "不支持的排序字段：number",
 * "not visible to you"), the network text only when nothing answered, the status text for a bare
 * HTTP error, and "the server is having trouble" for anything else.
 */
export function failureText(error: unknown, language: Language): FailureText {
  const failure = failureWords(error, language);
  if (
    error instanceof RequestError &&
    error.requestId &&
    (error.kind !== 'state' || (error.status ?? 0) >= 500)
  )
    return { ...failure, requestId: error.requestId };
  return failure;
}

function failureWords(error: unknown, language: Language): FailureText {
  if (error instanceof RequestError) {
    if (error.kind === 'network') return { text: translate(language, 'error.network'), offline: true };
    const message = error.reply?.message?.trim();
    if (error.reply) {
      const shown = message && !isHiddenMessage(message) ? message : stateText(language, error.reply.state);
      return { text: shown, offline: false };
    }
    if (error.kind === 'http' && error.status)
      return { text: stateText(language, error.status), offline: false };
    if (error.kind === 'noState' && error.message) return { text: error.message, offline: false };
  }
  return { text: translate(language, 'error.serverBad'), offline: false };
}
