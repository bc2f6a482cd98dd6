import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Charge } from '../../core/org/charge.js';
import type { BpmInstance, DB } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';

/**
 * What a module adds to the generic mechanism where its behaviour really differs (DESIGN §7):
 * its own records beside the requests, triage flags, extra actions, figures and its own API.
 * Every part is optional; a module without an extension is served by the generic routes alone.
 */
export interface ModuleScope {
  db: Kysely<DB>;
  tenantId: string;
  /** The school's date now (yyyy-MM-dd). */
  today: string;
}

export interface AffairExtension<R extends object = object> {
  /** The module's record of each request ('record' columns, the detail's `record`), by instance id. */
  records?(scope: ModuleScope, instances: readonly BpmInstance[]): Promise<Map<string, R>>;
  /** Risk flags of requests waiting for review (the counsellor's triage), by instance id. */
  flags?(scope: ModuleScope, instances: readonly BpmInstance[]): Promise<Map<string, string[]>>;
  /** What the caller may do on a request besides the workflow's own actions, on the school day `today`. */
  actions?(caller: AuthContext, instance: BpmInstance, record: R | null, today: string): string[];
  /** Module figures for the statistics, over the students in the caller's charge (or their own). */
  figures?(scope: ModuleScope, charge: Charge | null, caller: AuthContext): Promise<Record<string, number>>;
  /** The module's own API, mounted under its service prefix. */
  routes?(db: Kysely<DB>): FastifyPluginAsync;
}
