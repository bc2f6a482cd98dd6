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
import * as m0050 from './0050_task_barred.js';
import * as m0051 from './0051_attachment_holder.js';
import * as m0052 from './0052_token_parent.js';
import * as m0053 from './0053_discipline.js';
import * as m0055 from './0055_idempotency.js';
import * as m0056 from './0056_rate_limit.js';
import * as m0058 from './0058_evaluation.js';
import * as m0060 from './0060_sso.js';
import * as m0061 from './0061_sso_oidc.js';
import * as m0062 from './0062_sso_binding.js';
import * as m0063 from './0063_sso_pending_binding.js';
import * as m0064 from './0064_activities.js';
import * as m0065 from './0065_task_via.js';
import * as m0066 from './0066_surveys.js';
import * as m0068 from './0068_counselling.js';
import * as m0069 from './0069_job_postings.js';
import * as m0070 from './0070_localized_names.js';
import * as m0071 from './0071_localized_subjects.js';
import * as m0073 from './0073_moral_class.js';
import * as m0074 from './0074_political_team.js';
import * as m0075 from './0075_work_study.js';
import * as m0076 from './0076_assessment_training.js';
import * as m0077 from './0077_onboarding_records.js';
import * as m0079 from './0079_student_info.js';
import * as m0080 from './0080_dormitory.js';
import * as m0081 from './0081_dorm_checks.js';
import * as m0082 from './0082_fees.js';
import * as m0083 from './0083_affair_import.js';
import * as m0084 from './0084_info_collection.js';
import * as m0085 from './0085_admissions.js';
import * as m0087 from './0087_work_order_closed.js';
import * as m0088 from './0088_dorm_inspection_photos.js';
import * as m0090 from './0090_campus_services.js';
import * as m0095 from './0095_push.js';
import * as m0100 from './0100_checkin_onboarding.js';
import * as m0101 from './0101_sso_session.js';
import * as m0102 from './0102_objection_once.js';
import * as m0103 from './0103_counselling_reveal.js';

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
  '0050_task_barred': m0050,
  '0051_attachment_holder': m0051,
  '0052_token_parent': m0052,
  '0053_discipline': m0053,
  '0055_idempotency': m0055,
  '0056_rate_limit': m0056,
  '0058_evaluation': m0058,
  '0060_sso': m0060,
  '0061_sso_oidc': m0061,
  '0062_sso_binding': m0062,
  '0063_sso_pending_binding': m0063,
  '0064_activities': m0064,
  '0065_task_via': m0065,
  '0066_surveys': m0066,
  '0068_counselling': m0068,
  '0069_job_postings': m0069,
  '0070_localized_names': m0070,
  '0071_localized_subjects': m0071,
  '0073_moral_class': m0073,
  '0074_political_team': m0074,
  '0075_work_study': m0075,
  '0076_assessment_training': m0076,
  '0077_onboarding_records': m0077,
  '0079_student_info': m0079,
  '0080_dormitory': m0080,
  '0081_dorm_checks': m0081,
  '0082_fees': m0082,
  '0083_affair_import': m0083,
  '0084_info_collection': m0084,
  '0085_admissions': m0085,
  '0087_work_order_closed': m0087,
  '0088_dorm_inspection_photos': m0088,
  '0090_campus_services': m0090,
  '0095_push': m0095,
  '0100_checkin_onboarding': m0100,
  '0101_sso_session': m0101,
  '0102_objection_once': m0102,
  '0103_counselling_reveal': m0103,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
