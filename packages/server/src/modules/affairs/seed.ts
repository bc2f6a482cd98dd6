import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { deployAffairModules } from './deploy.js';
import type { SeedContext } from './extension.js';
import { installAffairListeners } from './plugin.js';
import { loadAffairRegistry } from './registry/discover.js';

/**
 * A demo school's student affairs: every module deployed, then each group's own demo data (made
 * through the engine's commands, so the mechanism's bookkeeping runs as it would for real).
 */
export async function seedAffairDemo(db: Kysely<DB>, context: Omit<SeedContext, 'db'>): Promise<void> {
  const registry = await loadAffairRegistry();
  installAffairListeners(registry);
  await deployAffairModules(db, registry, context.tenantId, context.now);
  const ordered = [...registry.groups].sort(
    (a, b) =>
      (registry.groupExtension(a.key).seedOrder ?? 50) - (registry.groupExtension(b.key).seedOrder ?? 50),
  );
  for (const group of ordered) await registry.groupExtension(group.key).seed?.({ ...context, db });
}
