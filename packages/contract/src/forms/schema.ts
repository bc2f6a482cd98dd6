import { z } from 'zod';
import { GENERIC_RULES } from '../validation-rules.js';
import { FIELD_TYPES, type FormDefinition } from './types.js';
import { computeInputs } from './compute.js';

/** Checks a form definition (on deploy, in tests): keys unique, references resolve, types known. */
const localized = z.union([
  z.string().min(1),
  z.partialRecord(z.enum(['zh-CN', 'zh-TW', 'en-US', 'ja-JP']), z.string()),
]);
const key = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'validation.key');
const option = z.object({ value: z.string().min(1), label: localized });

const base = {
  key,
  label: localized,
  required: z.boolean().optional(),
  requiredWhen: z.object({ field: key, in: z.array(z.string().min(1)).min(1) }).optional(),
  placeholder: localized.optional(),
  help: localized.optional(),
  section: localized.optional(),
  staffOnly: z.boolean().optional(),
};

const simple = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.enum(['text', 'textarea']),
    minLength: z.number().int().min(0).optional(),
    maxLength: z.number().int().min(1).optional(),
    rule: z.enum(Object.keys(GENERIC_RULES) as [keyof typeof GENERIC_RULES]).optional(),
    refers: key.optional(),
  }),
  z.object({
    ...base,
    type: z.enum(['number', 'integer', 'money']),
    min: z.number().optional(),
    max: z.number().optional(),
    unit: localized.optional(),
  }),
  z.object({
    ...base,
    type: z.enum(['date', 'datetime']),
    min: z.string().optional(),
    max: z.string().optional(),
  }),
  z.object({
    ...base,
    type: z.enum(['select', 'radio', 'checkbox']),
    options: z.array(option).min(1).optional(),
    dictionary: z.string().optional(),
  }),
  z.object({ ...base, type: z.literal('switch') }),
  z.object({ ...base, type: z.enum(['phone', 'idCard', 'email']) }),
]);

const field = z.union([
  simple,
  z.object({ ...base, type: z.literal('dateRange'), min: z.string().optional(), max: z.string().optional() }),
  z.object({
    ...base,
    type: z.enum(['upload', 'image']),
    accept: z.array(z.string()).optional(),
    maxSizeMB: z.number().positive().max(50).optional(),
    maxCount: z.number().int().min(1).max(50).optional(),
  }),
  z.object({ ...base, type: z.literal('signature') }),
  z.object({
    ...base,
    type: z.literal('subTable'),
    columns: z.array(simple).min(1),
    minRows: z.number().int().min(0).optional(),
    maxRows: z.number().int().min(1).optional(),
  }),
  z.object({
    ...base,
    type: z.literal('computed'),
    unit: localized.optional(),
    compute: z.discriminatedUnion('op', [
      z.object({ op: z.literal('daysBetween'), from: key, to: key, inclusive: z.boolean().optional() }),
      z.object({ op: z.literal('rangeDays'), range: key, inclusive: z.boolean().optional() }),
      z.object({ op: z.enum(['sum', 'product']), fields: z.array(key).min(1) }),
      z.object({ op: z.literal('sumColumn'), table: key, column: key }),
      z.object({
        op: z.literal('lookup'),
        row: key,
        column: key,
        table: z.record(z.string(), z.record(z.string(), z.number())),
      }),
    ]),
  }),
]);

export const formDefinitionSchema = z
  .object({ key, name: localized, fields: z.array(field).min(1) })
  .superRefine((def, ctx) => {
    const keys = new Set<string>();
    def.fields.forEach((f, i) => {
      if (keys.has(f.key))
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: `duplicate field key ${f.key}` });
      keys.add(f.key);
      if (
        (f.type === 'select' || f.type === 'radio' || f.type === 'checkbox') &&
        !f.options &&
        !f.dictionary
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i],
          message: `choice field ${f.key} needs options or a dictionary`,
        });
      }
    });
    def.fields.forEach((f, i) => {
      if (!f.requiredWhen) return;
      const by = def.fields.find((other) => other.key === f.requiredWhen!.field);
      if (!by || (by.type !== 'select' && by.type !== 'radio' && by.type !== 'checkbox'))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'requiredWhen'],
          message: `field ${f.key} is required by ${f.requiredWhen.field}, which is not a choice field of this form`,
        });
    });
    def.fields.forEach((f, i) => {
      if (f.type !== 'computed') return;
      const refs = computeInputs(f.compute);
      for (const ref of refs) {
        if (!keys.has(ref))
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'compute'],
            message: `computed field ${f.key} refers to unknown field ${ref}`,
          });
      }
    });
  });

/** Parses a definition or throws with every problem named (field path and reason). */
export function parseFormDefinition(input: unknown): FormDefinition {
  const result = formDefinitionSchema.safeParse(input);
  if (!result.success) {
    throw new Error(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  return result.data as FormDefinition;
}

export { FIELD_TYPES };
