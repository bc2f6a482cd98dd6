import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_core.js';
import * as m0002 from './0002_auth.js';
import * as m0003 from './0003_bpm.js';
import * as m0004 from './0004_platform.js';
import * as m0005 from './0005_affairs.js';
import * as m0006 from './0006_perf.js';
import * as m0007 from './0007_candidate_open.js';
import * as m0040 from './0040_affairs_mechanism.js';
import * as m0042 from './0042_definition_listed.js';
import * as m0070 from './0070_localized_names.js';

/**
 * Every migration, in order. Listed statically (not read from the file system) so the compiled
 * server and the tests see the same set. The same files run on SQLite and PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_auth': m0002,
  '0003_bpm': m0003,
  '0004_platform': m0004,
  '0005_affairs': m0005,
  '0006_perf': m0006,
  '0007_candidate_open': m0007,
  '0040_affairs_mechanism': m0040,
  '0042_definition_listed': m0042,
  '0070_localized_names': m0070,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
