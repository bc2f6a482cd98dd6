import { HttpState } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * PostgreSQL cannot store the NUL character in text (SQLite can), so a `\u0000` in any field
 * once reached the database and came back as a 500 on one dialect only. No field of ours has a
 * use for it: every request is refused up front, on both databases, naming the field.
 */

/** Where the first string containing NUL is in a parsed body or query ('parameters.0.value'), if any. */
export function findNulCharacter(value: unknown): string | undefined {
  // Iterative on purpose: a body may nest deeper than the call stack.
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of Object.entries({
      params: request.params,
      querystring: request.query,
      body: request.body,
    })) {
      const field = findNulCharacter(value);
      if (field !== undefined) {
        throw new AppError(HttpState.BAD_REQUEST, {
          cause: part,
          fields: [{ field: field || part, message: 'validation.nulCharacter' }],
        });
      }
    }
  });
}
