import { InternalState, type Envelope } from '@campus/contract';
import { RequestError } from './request-error';

/**
 * The data of a successful reply. Warning-like replies reach callers quietly (SPEC §8); a caller
 * that needs the data treats them as a failure it has not shown yet (`HttpClient.report` shows it).
 */
export function dataOf<T>(reply: Envelope<T>): T {
  if (reply.state === InternalState.SUCCESS) return reply.data;
  throw new RequestError('state', reply.message, { reply, notified: false });
}
