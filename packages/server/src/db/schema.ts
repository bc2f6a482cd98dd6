import type { AffairImportTables } from './tables/affair-import.js';
import type { AffairsMechanismTables } from './tables/affairs-mechanism.js';
import type { AuthTables } from './tables/auth.js';
import type { BpmTables } from './tables/bpm.js';
import type { CheckinTables } from './tables/checkin.js';
import type { CoreTables } from './tables/core.js';
import type { HttpTables } from './tables/http.js';
import type { PlatformTables } from './tables/platform.js';
import type { PushTables } from './tables/push.js';
import type { SsoTables } from './tables/sso.js';
import type { JczyTables } from '../modules/affairs/modules/jczy/tables.js';
import type { JyglTables } from '../modules/affairs/modules/jygl/tables.js';
import type { LxglTables } from '../modules/affairs/modules/lxgl/tables.js';
import type { SfglTables } from '../modules/affairs/modules/sfgl/tables.js';
import type { SsglTables } from '../modules/affairs/modules/ssgl/tables.js';
import type { SzgzTables } from '../modules/affairs/modules/szgz/tables.js';
import type { WjdcTables } from '../modules/affairs/modules/wjdc/tables.js';
import type { XshdTables } from '../modules/affairs/modules/xshd/tables.js';
import type { XsxxTables } from '../modules/affairs/modules/xsxx/tables.js';
import type { XxcjTables } from '../modules/affairs/modules/xxcj/tables.js';
import type { YxxtTables } from '../modules/affairs/modules/yxxt/tables.js';
import type { ZgdwTables } from '../modules/affairs/modules/zgdw/tables.js';
import type { ZhcpglTables } from '../modules/affairs/modules/zhcpgl/tables.js';
import type { ZsfwTables } from '../modules/affairs/modules/zsfw/tables.js';
import type { ZxglTables } from '../modules/affairs/modules/zxgl/tables.js';
import type { ZzglTables } from '../modules/affairs/modules/zzgl/tables.js';

/**
 * The student-affairs groups' own tables: each group declares them in its server folder
 * (modules/affairs/modules/<group>/tables.ts), beside the code that reads them, and its row types
 * are imported from there, not from here.
 */
interface AffairGroupTables
  extends
    JczyTables,
    JyglTables,
    LxglTables,
    SfglTables,
    SsglTables,
    SzgzTables,
    WjdcTables,
    XshdTables,
    XsxxTables,
    XxcjTables,
    YxxtTables,
    ZgdwTables,
    ZhcpglTables,
    ZsfwTables,
    ZxglTables,
    ZzglTables {}

/**
 * The database as Kysely sees it. Columns are snake_case in SQL and camelCase in code
 * (CamelCasePlugin). Times are epoch milliseconds; ids are strings. The platform and the
 * student-affairs mechanism declare their tables in ./tables/<area>.ts, the groups theirs in their
 * own folders; each is created by its own migration.
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
export type { YN } from './tables/types.js';
