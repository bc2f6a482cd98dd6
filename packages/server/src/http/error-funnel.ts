import {
  envelope,
  HttpState,
  localize,
  resolveLanguage,
  SecurityState,
  State,
  stateMessage,
  translate,
  type Language,
} from '@campus/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isUniqueViolation } from '../db/errors.js';
import { AppError, type MessageParams } from './errors.js';
import { fieldLabel } from './field-labels.js';
import { fieldErrors, type ValidationIssue } from './validation-messages.js';

/**
 * The one place errors become replies. Whatever goes wrong, the client gets the envelope in its
 * language; a stack trace only ever reaches the server log.
 */

const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: the statement timeout (DATABASE_STATEMENT_TIMEOUT)
  '55P03', // lock_not_available
  '40P01', // deadlock_detected
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; errors?: unknown[] } | null;
  if (!e) return false;
  if (e.code && DB_UNAVAILABLE_CODES.has(e.code)) return true;
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/i.test(
    e.message ?? '',
  );
}

function send(reply: FastifyReply, status: number, body: ReturnType<typeof envelope>) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Message parameters in the caller's language (a parameter may be a text in several languages). */
export function localizeParams(
  params: MessageParams | undefined,
  lang: Language,
): Record<string, string | number> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? localize(value, lang) : value,
    ]),
  );
}

/**
 * What a refusal says in the caller's language: its own message, or each field at fault by the
 * name the user sees ("Reason: At least 5 characters; Period: Required"), with the fields also
 * listed in `variables.fields` so a form can mark them.
 */
export function appErrorText(
  lang: Language,
  error: AppError,
): { message: string; variables: Record<string, unknown> } {
  const { key, params, variables = {}, fields } = error.options;
  const named = (fields ?? []).map((f) => ({
    field: f.field,
    label: localize(f.label, lang) || f.field,
    message: translate(lang, f.message, localizeParams(f.params, lang)),
  }));
  const message = key
    ? translate(lang, key, localizeParams(params, lang))
    : named.length
      ? named
          .map((f) => translate(lang, 'error.invalidField', { field: f.label, message: f.message }))
          .join('; ')
      : stateMessage(lang, error.state);
  if (!fields) return { message, variables };
  return {
    message,
    variables: { ...variables, fields: named.map(({ field, message: m }) => ({ field, message: m })) },
  };
}

/** The zod schema a route validates `context` (body, querystring, params) with, when it has one. */
function routeSchema(request: FastifyRequest, context: string): z.ZodType | undefined {
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  const schema = schemas?.[context];
  return schema && typeof schema === 'object' && '_zod' in schema ? (schema as z.ZodType) : undefined;
}

export function handleError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = request.lang;

  if (error instanceof AppError) {
    const { cause, data } = error.options;
    const { message, variables } = appErrorText(lang, error);
    return send(
      reply,
      error.httpStatus,
      envelope(error.state, message, data ?? null, cause ?? null, variables),
    );
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext ?? 'body';
    const fields = fieldErrors(error.validation as unknown as ValidationIssue[], context, lang);
    const schema = routeSchema(request, context);
    const message = fields
      .map((f) =>
        translate(lang, 'error.invalidField', {
          field: fieldLabel(schema, f.field, lang) ?? f.field,
          message: f.message,
        }),
      )
      .join('; ');
    return send(reply, 400, envelope(State.BAD_REQUEST, message, null, context, { fields }));
  }

  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': {
      const message = translate(lang, 'error.malformedJson', { detail: fastifyError.message });
      return send(reply, 400, envelope(State.BAD_REQUEST, message, null, 'body'));
    }
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH': {
      const url = (request.url.split('?')[0] ?? '').slice(0, 200);
      const message = translate(lang, 'error.badUrl', { url });
      return send(reply, 400, envelope(State.BAD_REQUEST, message, null, 'url'));
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 413, envelope(HttpState.PAYLOAD_TOO_LARGE, stateMessage(lang, 413), null));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(
        reply,
        415,
        envelope(
          HttpState.UNSUPPORTED_MEDIA_TYPE,
          stateMessage(lang, 415),
          null,
          request.headers['content-type'] ?? null,
        ),
      );
    default:
      break;
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    const message = translate(lang, 'error.malformedJson', { detail: error.message });
    return send(reply, 400, envelope(State.BAD_REQUEST, message, null, 'body'));
  }
  if (fastifyError.statusCode === 429) {
    return send(
      reply,
      429,
      envelope(SecurityState.RATE_LIMIT, stateMessage(lang, SecurityState.RATE_LIMIT), null),
    );
  }

  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return send(
      reply,
      503,
      envelope(HttpState.SERVICE_UNAVAILABLE, translate(lang, 'error.databaseUnavailable'), null),
    );
  }
  if (isUniqueViolation(error)) {
    request.log.warn({ err: error }, 'unique constraint violated');
    return send(
      reply,
      409,
      envelope(SecurityState.REPEATED_SUBMIT, stateMessage(lang, SecurityState.REPEATED_SUBMIT), null),
    );
  }

  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return send(reply, status, envelope(status, stateMessage(lang, status), null, fastifyError.message));
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, envelope(HttpState.INTERNAL_ERROR, translate(lang, 'error.internal'), null));
}

/**
 * Fastify's `frameworkErrors` option: errors it meets while routing (a path parameter it cannot
 * decode or that is too long) would otherwise be answered in Fastify's own JSON, not the
 * envelope. No hook has run yet, so the language comes from the header here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = resolveLanguage(undefined, request.headers['accept-language']);
  return handleError(error, request, reply);
}

export function registerErrorFunnel(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/** Unknown /api routes get a clear not-found state naming the method and path. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0] ?? request.url;
  const message = translate(request.lang, 'error.routeNotFound', { method: request.method, url });
  return send(reply, 404, envelope(HttpState.NOT_FOUND, message, null));
}
