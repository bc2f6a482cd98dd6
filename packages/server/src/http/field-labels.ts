import { localize, type Language, type LocalizedText } from '@campus/contract';
import type { z } from 'zod';

/**
 * The name a user sees for a field of a route's schema: a contract schema gives it with
 * `.meta({ label: { 'zh-CN': '课程', ... } })` (its last call, so the label stays on the schema the
 * route validates), and a refusal then says "课程：必填" instead of the data path "course".
 * Wrappers (optional, nullable, default, pipes) and arrays are looked through; a field without a
 * label keeps its path.
 */
type Def = { innerType?: unknown; in?: unknown; element?: unknown; shape?: Record<string, unknown> };

function defOf(schema: unknown): Def | undefined {
  return (schema as { _zod?: { def?: Def } } | null | undefined)?._zod?.def;
}

function labelOf(schema: unknown): LocalizedText | undefined {
  const meta = (schema as { meta?: () => { label?: LocalizedText } | undefined } | undefined)?.meta?.();
  return meta?.label;
}

/** The schema of `path` ('marks.0.mark') inside `schema`, or undefined when it cannot be followed. */
function schemaAt(schema: unknown, path: readonly string[]): unknown {
  let at = schema;
  for (const step of path) {
    let def = defOf(at);
    while (def && !def.shape && !def.element && (def.innerType ?? def.in)) {
      at = def.innerType ?? def.in;
      def = defOf(at);
    }
    if (def?.shape) at = def.shape[step];
    else if (def?.element && /^\d+$/.test(step)) at = def.element;
    else return undefined;
  }
  return at;
}

/** The field's label in `lang` when the schema names one, else undefined. */
export function fieldLabel(schema: z.ZodType | undefined, field: string, lang: Language): string | undefined {
  if (!schema || !field) return undefined;
  const label = labelOf(schemaAt(schema, field.split('.')));
  return label === undefined ? undefined : localize(label, lang) || undefined;
}
