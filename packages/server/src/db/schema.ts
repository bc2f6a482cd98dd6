import type { ActivitySurveyTables } from './tables/activities-surveys.js';
import type { AffairsMechanismTables } from './tables/affairs-mechanism.js';
import type { AffairsTables } from './tables/affairs.js';
import type { AuthTables } from './tables/auth.js';
import type { CampusServicesTables } from './tables/campus-services.js';
import type { BpmTables } from './tables/bpm.js';
import type { CheckinTables } from './tables/checkin.js';
import type { CoreTables } from './tables/core.js';
import type { DormitoryTables } from './tables/dormitory.js';
import type { EvaluationTables } from './tables/evaluation.js';
import type { FeeTables } from './tables/fees.js';
import type { CounsellingEmploymentTables } from './tables/counselling-employment.js';
import type { HttpTables } from './tables/http.js';
import type { PlatformTables } from './tables/platform.js';
import type { PushTables } from './tables/push.js';
import type { WorkStudyTables } from './tables/work-study.js';
import type { SsoTables } from './tables/sso.js';
import type { StudentInfoTables } from './tables/student-info.js';

import type { StaffAffairsTables } from './tables/staff-affairs.js';

/**
 * The database as Kysely sees it. Columns are snake_case in SQL and camelCase in code
 * (CamelCasePlugin). Times are epoch milliseconds; ids are strings. Each area declares its
 * tables in ./tables/<area>.ts, created by its own migration.
 */
export interface DB
  extends
    CoreTables,
    AuthTables,
    BpmTables,
    PlatformTables,
    AffairsTables,
    AffairsMechanismTables,
    WorkStudyTables,
    DormitoryTables,
    FeeTables,
    EvaluationTables,
    CounsellingEmploymentTables,
    CheckinTables,
    CampusServicesTables,
    StaffAffairsTables,
    HttpTables,
    SsoTables,
    PushTables,
    ActivitySurveyTables,
    StudentInfoTables {}

export type * from './tables/core.js';
export type * from './tables/auth.js';
export type * from './tables/bpm.js';
export type * from './tables/platform.js';
export type * from './tables/affairs.js';
export type * from './tables/affairs-mechanism.js';
export type * from './tables/work-study.js';
export type * from './tables/dormitory.js';
export type * from './tables/fees.js';
export type * from './tables/evaluation.js';
export type * from './tables/counselling-employment.js';
export type * from './tables/checkin.js';
export type * from './tables/campus-services.js';
export type * from './tables/staff-affairs.js';
export type * from './tables/http.js';
export type * from './tables/activities-surveys.js';
export type * from './tables/sso.js';
export type * from './tables/push.js';
export type * from './tables/student-info.js';
export type { YN } from './tables/types.js';
