import { z } from 'zod';
import type { FieldPermission, FormDefinition } from '../../forms/types.js';
import { recordSummariesSchema } from '../../forms/references.js';

/**
 * Pieces the workflow's declarations (IBPS-API.md §2, /business/v3/bpm) share: the inputs as the
 * platform sends them and the replies several routes give. Messages are catalogue keys. The ids,
 * the form values and the opinion are shared with other areas: api/inputs.ts.
 */

// ----- inputs -----

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

/**
 * A body read through flattenParameters. Typed as the plain object (what this app sends): the
 * `{parameters}` shape other platform clients send is accepted as well.
 */
export function platformBody<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  return z.preprocess(flattenParameters, schema) as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

export const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false', 'Y', 'N', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'Y' || v === '1');

/**
 * A moment as epoch ms: a number, digits, or `yyyy-MM-dd[ HH:mm[:ss]]` in China time (UTC+8),
 * the way the platform's date pickers send it.
 */
export const epochMsInput = z.union([z.number(), z.string().max(30)]).transform((value, ctx) => {
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

/** A GET's cache-busting `_t` (ignored). */
export const cacheBuster = z.string().optional();

// ----- replies -----

/** Request status: running, ended (see `result`), called off, suspended, or a draft. */
export const instanceStatus = z.enum(['draft', 'running', 'end', 'manualend', 'suspend']);
export type InstanceStatus = z.infer<typeof instanceStatus>;

/** How a finished request ended: approved, not approved (opposed), or ended by hand. */
export const instanceResult = z.enum(['agree', 'oppose', 'manualend']);
export type InstanceResult = z.infer<typeof instanceResult>;

/** What a workflow command did to the request: its status now and the tasks it opened. */
export const commandResult = z.object({
  instanceId: z.string(),
  status: instanceStatus,
  createdTaskIds: z.array(z.string()),
  /** How the request ended, when this command ended it. */
  result: instanceResult.optional(),
});
export type CommandResult = z.infer<typeof commandResult>;

/** Commands on a request name it in the reply's variables too. */
export const requestVariables = z.object({ proInstId: z.string() });

/** A form definition as the engine holds it (checked in full on deploy: forms/schema.ts). */
const formDefinition = z.custom<FormDefinition>((value) => typeof value === 'object' && value !== null);

export const formValues = z.record(z.string(), z.unknown());

const fieldPermission = z.enum(['edit', 'read', 'hidden']) satisfies z.ZodType<FieldPermission>;

/** What a form's attributes say about the request, the task and the step shown. */
export const formAttributes = z.object({
  defId: z.string(),
  defKey: z.string(),
  /** In the reader's language, as the lists name them. */
  procDefName: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  taskId: z.string().optional(),
  proInstId: z.string().optional(),
  subject: z.string().optional(),
  /** The task's own status (pending, completed) on a task form. */
  taskStatus: z.string().optional(),
  /** The request's status on an instance view; the holding (NORMAL, AGENT, ...) on a task form. */
  status: z.string().nullable().optional(),
  /** On a task form: the request's status (`suspend`: shown, not handled, until it is recovered). */
  instStatus: z.string().optional(),
  /** On a task form: the candidate who locked the shared task (null: not locked). */
  lockedBy: z.string().nullable().optional(),
  result: instanceResult.nullable().optional(),
  opinion: z.string().nullable().optional(),
  isCountersign: z.boolean().optional(),
  creatorId: z.string().optional(),
  creatorName: z.string().optional(),
  starterName: z.string().optional(),
  createTime: z.number().optional(),
  endTime: z.number().nullable().optional(),
  remindTimes: z.number().optional(),
});
export type FormAttributes = z.infer<typeof formAttributes>;

/**
 * The start form, a draft, a task's form or a request's read-only view (getFormData), as
 * IBPS-API.md §2 shapes it: the form in the caller's language, the values the node may see.
 */
export const formView = z.object({
  /** `INNER`: a form of the platform's own designer (the stock client reads it in capitals). */
  formModel: z.object({ type: z.literal('INNER'), formData: formDefinition, formValue: formValues }),
  boData: formValues,
  permissions: z.object({ fields: z.record(z.string(), fieldPermission) }),
  /** What the caller may do here, by alias (agree, reject, urge, revoke, ...), with its name. */
  buttons: z.array(z.object({ alias: z.string(), name: z.string() })),
  attributes: formAttributes,
  version: z.number(),
  /** The records the form's referring fields name, for a caller who may read them (forms/references.ts). */
  references: recordSummariesSchema.optional(),
});
export type FormView = z.infer<typeof formView>;
