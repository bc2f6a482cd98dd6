import type { Envelope } from '@campus/contract';

/**
 * Why a request did not produce data:
 * - `state`: the server answered with a state the caller must not treat as success;
 * - `network`: no answer (offline, refused, timed out);
 * - `http`: an HTTP error without a readable envelope (a proxy's error page);
 * - `noState`: an answer that is not an envelope;
 * - `sessionEnded`: the token could not be refreshed; the sign-in is over.
 */
export type RequestErrorKind = 'state' | 'network' | 'http' | 'noState' | 'sessionEnded';

export interface RequestErrorDetails {
  reply?: Envelope<unknown>;
  status?: number;
  /** The server's X-Request-Id of the reply: what a user quotes so their failure can be found in the logs. */
  requestId?: string;
  /** True once the user has been told (a toast or a dialog). */
  notified: boolean;
}

export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly reply?: Envelope<unknown>;
  readonly status?: number;
  readonly requestId?: string;
  notified: boolean;

  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    details: RequestErrorDetails,
  ) {
    super(message);
    this.reply = details.reply;
    this.status = details.status;
    this.requestId = details.requestId;
    this.notified = details.notified;
  }

  /** The reply's state code, when there was a reply. */
  get state(): number | undefined {
    return this.reply?.state;
  }
}
