import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { schoolDate } from '../../lib/school-date.js';
import type { ModuleScope } from './extension.js';
import type { AffairRegistry } from './registry/registry.js';

/** What every service of the mechanism works with: the database and the discovered modules. */
export interface AffairsContext {
  db: Kysely<DB>;
  registry: AffairRegistry;
}

export const scopeOf = (ctx: AffairsContext, caller: AuthContext): ModuleScope => ({
  db: ctx.db,
  tenantId: caller.tenantId,
  today: schoolDate(Date.now()),
});
