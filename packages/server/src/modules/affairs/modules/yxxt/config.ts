import {
  ONBOARDING_VARIANTS,
  type OnboardingConfig,
  type OnboardingVariant,
} from '@campus/contract/affairs/yxxt';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { texts as T, type Texts } from '../../group-refusal.js';
import { rowWhere } from '../../row-where.js';

/**
 * A school's onboarding: which variant it runs (its base path and texts), which enrolment year it
 * receives and its welcome. Without a row, the generic variant for this year's freshmen.
 */
const WELCOME: Record<OnboardingVariant, Texts> = {
  yxxt: T(
    '欢迎来到{school}！按下面的步骤完成报到。',
    '歡迎來到{school}！按下面的步驟完成報到。',
    'Welcome to {school}! Follow the steps below to enrol.',
    '{school}へようこそ！下の手順で入学手続きを済ませましょう。',
  ),
  cjxy_yxxt: T(
    '{school}欢迎你！到校后请在报到点扫码报到。',
    '{school}歡迎你！到校後請在報到點掃碼報到。',
    '{school} welcomes you! Scan the code at a check-in point when you arrive.',
    '{school}へようこそ！到着したら受付でQRコードを読み取ってください。',
  ),
  sanya_yxxt: T(
    '椰风海韵，{school}欢迎新同学！',
    '椰風海韻，{school}歡迎新同學！',
    'Sea breeze and palm trees: {school} welcomes its new students!',
    '南国の風とともに、{school}は新入生を歓迎します！',
  ),
  jlqc_yxxt: T(
    '{school}迎新：请先完成信息采集，再到校报到。',
    '{school}迎新：請先完成資訊採集，再到校報到。',
    '{school}: fill in your information first, then check in on arrival.',
    '{school}：まず情報を登録し、到着後に受付してください。',
  ),
  xtlg_yxxt: T(
    '{school}欢迎你，祝你大学生活顺利！',
    '{school}歡迎你，祝你大學生活順利！',
    '{school} welcomes you; we wish you a good start!',
    '{school}へようこそ。充実した大学生活を！',
  ),
};

export const basePathOf = (variant: OnboardingVariant) => `/xgxt/${variant}`;

const isVariant = (value: string): value is OnboardingVariant =>
  (ONBOARDING_VARIANTS as readonly string[]).includes(value);

export async function configOf(
  db: Kysely<DB>,
  tenantId: string,
  now = Date.now(),
): Promise<OnboardingConfig> {
  const row = await rowWhere(db, 'onboardingConfig', { tenantId });
  const variant = row && isVariant(row.variant) ? row.variant : 'yxxt';
  return {
    variant,
    basePath: basePathOf(variant),
    cohort: row?.cohort ?? schoolDate(now).slice(0, 4),
    welcome: row ? (JSON.parse(row.welcome) as Texts) : WELCOME[variant],
  };
}

export async function saveConfig(
  db: Kysely<DB>,
  tenantId: string,
  variant: OnboardingVariant,
  cohort: string,
  now: number,
): Promise<void> {
  const row = { tenantId, variant, cohort, welcome: JSON.stringify(WELCOME[variant]), updatedAt: now };
  await db
    .insertInto('onboardingConfig')
    .values(row)
    .onConflict((oc) =>
      oc.column('tenantId').doUpdateSet({ variant, cohort, welcome: row.welcome, updatedAt: now }),
    )
    .execute();
}
