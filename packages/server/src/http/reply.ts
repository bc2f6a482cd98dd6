import type { Envelope } from '@campus/contract';

/**
 * Success envelope. The message is filled in the caller's language by the `preSerialization`
 * hook (see envelope-hook.ts), so handlers stay free of request plumbing.
 */
export function ok<T>(data: T, variables: Record<string, unknown> = {}): Envelope<T> {
  return { state: 200, message: '', cause: null, data, variables };
}
