import type { AffairImportTables } from './tables/affair-import.js';
import type { AffairsMechanismTables } from './tables/affairs-mechanism.js';
import type { AuthTables } from './tables/auth.js';
import type { ChangeLogTables } from './tables/change-log.js';
import type { BpmTables } from './tables/bpm.js';
import type { CheckinTables } from './tables/checkin.js';
import type { CoreTables } from './tables/core.js';
import type { HttpTables } from './tables/http.js';
import type { PlatformTables } from './tables/platform.js';
import type { PushTables } from './tables/push.js';
import type { SsoTables } from './tables/sso.js';
import type { SyncTables } from './tables/sync.js';

/**
 * The student-affairs groups' own tables: each group declares them in its server folder
 * (modules/affairs/modules/<group>/tables.ts), beside the code that reads them, and adds them
 * here itself by declaration merging (`declare module` at the end of its tables.ts), so a new
 * group's tables need no line in this file. Row types are imported from the group, not from here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the groups fill it (above)
export interface AffairGroupTables {}

/**
 * The database as Kysely sees it. Columns are snake_case in SQL and camelCase in code
 * (db/camel-case.ts: Kysely's CamelCasePlugin's mapping, done by the compiler). Times are epoch
 * milliseconds; ids are strings. The platform and the student-affairs mechanism declare their
 * tables in ./tables/<area>.ts, the groups theirs in their own folders; the migrations create them
 * (the first 47 now as one, 0000_baseline).
 */
export interface DB
  extends
    CoreTables,
    AuthTables,
    BpmTables,
    PlatformTables,
    AffairsMechanismTables,
    CheckinTables,
    AffairImportTables,
    HttpTables,
    SsoTables,
    PushTables,
    ChangeLogTables,
    SyncTables,
    AffairGroupTables {}

export type * from './tables/core.js';
export type * from './tables/auth.js';
export type * from './tables/bpm.js';
export type * from './tables/platform.js';
export type * from './tables/affairs-mechanism.js';
export type * from './tables/checkin.js';
export type * from './tables/affair-import.js';
export type * from './tables/http.js';
export type * from './tables/sso.js';
export type * from './tables/push.js';
export type * from './tables/change-log.js';
export type * from './tables/sync.js';
export type { YN } from './tables/types.js';
