import { HttpState, type Language, type RecordSummary } from '@campus/contract';
import { recordSummaries } from '../../engine/references.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { AffairsContext } from './context.js';
import type { LoadedModule } from './registry/registry.js';

/**
 * The record a referring field of a module's apply form names (an appeal's sanction, chosen by the
 * link from the sanction's page), as the caller may read it: the form shows the record before
 * there is a request, as every screen does after. The record's own readers decide (the reader the
 * record's group registered); one who may not read it gets null.
 */
export async function applyReference(
  ctx: AffairsContext,
  module: LoadedModule,
  caller: AuthContext,
  lang: Language,
  input: { field: string; id: string },
): Promise<RecordSummary | null> {
  const field = module.form.fields.find((f) => f.key === input.field && f.type === 'text' && f.refers);
  if (!field) {
    throw new AppError(HttpState.BAD_REQUEST, {
      fields: [{ field: 'field', message: 'validation.oneOf', params: {} }],
    });
  }
  const found = await recordSummaries(
    ctx.db,
    { ...module.form, fields: [field] },
    { [field.key]: input.id },
    { caller, lang },
  );
  return found[field.key] ?? null;
}
