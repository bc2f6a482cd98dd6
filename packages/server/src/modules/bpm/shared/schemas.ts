import { z } from 'zod';
import { id } from '../../../http/schemas.js';

/** Input pieces shared by the BPM routes. Messages are catalogue keys. */

/** Ids as the platform sends them: 'a,b,c' in a query string, or an array in a body. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean),
  )
  .pipe(z.array(id).min(1, 'validation.required').max(100, 'validation.max'));

export const opinion = z.string().max(2000, 'validation.maxLength').optional();

/**
 * `nodeUsers`: executors chosen per node. Our processes staff every node by their own rules,
 * so anything non-empty is refused by the services (clear error instead of silently ignored).
 */
export const nodeUsers = z
  .union([z.string().max(10_000), z.array(z.unknown()).max(50)])
  .optional()
  .transform((value) => {
    if (value === undefined || value === '' || value === '[]') return [];
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [value];
    }
  });

/**
 * Some platform calls send their fields as `{parameters: [{key, value}]}` instead of a plain
 * object; both shapes are accepted and read the same.
 */
export function flattenParameters(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { parameters?: unknown }).parameters))
    return body;
  const { parameters, ...rest } = body as { parameters: unknown[] };
  const flat: Record<string, unknown> = { ...rest };
  for (const entry of parameters) {
    if (entry && typeof entry === 'object' && typeof (entry as { key?: unknown }).key === 'string') {
      flat[(entry as { key: string }).key] = (entry as { value?: unknown }).value;
    }
  }
  return flat;
}

export const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false', 'Y', 'N', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'Y' || v === '1');

/**
 * A moment as epoch ms: a number, digits, or `yyyy-MM-dd[ HH:mm[:ss]]` in China time (UTC+8),
 * the way the platform's date pickers send it.
 */
export const epochMs = z.union([z.number(), z.string().max(30)]).transform((value, ctx) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const text = String(value).trim();
  if (/^\d{10,}$/.test(text)) return Number(text);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  const ms = m
    ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}+08:00`)
    : NaN;
  if (Number.isFinite(ms)) return ms;
  ctx.addIssue({ code: 'custom', message: 'validation.date' });
  return z.NEVER;
});
