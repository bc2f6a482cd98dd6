import { stateMessage } from '@campus/contract';
import type { FastifyInstance } from 'fastify';

function isEnvelope(payload: unknown): payload is { state: number; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { state?: unknown }).state === 'number' &&
    'message' in payload &&
    'data' in payload
  );
}

/** Fills an empty envelope message with the state's catalogue text in the caller's language. */
export function registerEnvelopeMessages(app: FastifyInstance): void {
  // A callback hook: no promise per request for a field.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (isEnvelope(payload) && payload.message === '') {
      payload.message = stateMessage(request.lang, payload.state);
    }
    done(null, payload);
  });
}
