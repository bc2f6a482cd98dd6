import type { AffairModuleDescriptor, Language, ListQuery } from '@campus/contract';
import type { AuthContext } from '../../http/auth.js';
import { applyFor, type ApplyInput } from './apply.js';
import { requestDetail } from './detail.js';
import type { AffairExtension } from './extension.js';
import { mine, publicity, review, type ListContext } from './lists.js';
import { moduleMeta } from './meta.js';
import type { Db } from './repo.js';
import { moduleStatistics } from './statistics.js';

/** The generic rules of one student-affairs module, over the engine and the module's extension. */
export function createAffairService(db: Db, module: AffairModuleDescriptor, extension: AffairExtension) {
  const ctx: ListContext = { db, module, extension };
  return {
    module,
    meta: (caller: AuthContext, lang: Language) => moduleMeta(db, module, caller, lang),
    apply: (caller: AuthContext, input: ApplyInput) => applyFor(db, module, caller, input),
    mine: (caller: AuthContext, lang: Language, query: ListQuery) => mine(ctx, caller, lang, query),
    review: (caller: AuthContext, lang: Language, query: ListQuery) => review(ctx, caller, lang, query),
    publicity: (caller: AuthContext, lang: Language, query: ListQuery) => publicity(ctx, caller, lang, query),
    detail: (caller: AuthContext, lang: Language, id: string) => requestDetail(ctx, caller, lang, id),
    statistics: (caller: AuthContext) => moduleStatistics(ctx, caller),
  };
}

export type AffairService = ReturnType<typeof createAffairService>;
