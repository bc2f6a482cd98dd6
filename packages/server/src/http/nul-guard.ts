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
  // A callback hook, the parts checked in place: no promise, no arrays per request.
  app.addHook('preValidation', (request, _reply, done) => {
    done(
      nulRefusal('params', request.params) ??
        nulRefusal('querystring', request.query) ??
        nulRefusal('body', request.body),
    );
  });
}

/** The refusal naming the first NUL in one part of the request, if it has one. */
function nulRefusal(part: string, value: unknown): AppError | undefined {
  const field = findNulCharacter(value);
  if (field === undefined) return undefined;
  return new AppError(HttpState.BAD_REQUEST, {
    cause: part,
    fields: [{ field: field || part, message: 'validation.nulCharacter' }],
  });
}
