import { defineAffairGroup, localizedText as L } from '../../define.js';
import type { GroupScreen, GroupVariant } from '../../types.js';

export * from './types.js';

/**
 * Onboarding (迎新, SPEC §2.4, MODULES.md §1 and §11): one product configured per school. The
 * generic base /xgxt/yxxt and each school variant's base (cjxy_, sanya_, jlqc_, xtlg_) serve the
 * same screens; a school's configuration (server: onboarding_config) names its variant and texts.
 * The freshman's index is a journey of steps whose states come from other groups' records read
 * through the mechanism (the green channel's requests, the bed, the bill when the school has
 * bills); the check-in (报到, signScan) is the mechanism's rotating QR code.
 */
/** Staff who receive the freshmen: counsellors, the colleges, the office. */
export const ONBOARDING_STAFF = ['counsellor', 'college_staff', 'office_staff'];

const screens: GroupScreen[] = [
  {
    route: 'index',
    kind: 'journey',
    audience: 'apply',
    entry: true,
    title: L('迎新首页', '迎新首頁', 'Welcome', '新入生ホーム'),
  },
  {
    route: 'signScan',
    kind: 'signScan',
    audience: 'apply',
    entry: true,
    title: L('扫码报到', '掃碼報到', 'Check in', 'QRで入学手続き'),
  },
  {
    route: 'checkinPoints',
    kind: 'checkinPoints',
    audience: 'review',
    entry: true,
    title: L('报到点', '報到點', 'Check-in points', '受付ポイント'),
  },
  {
    route: 'checkinShow',
    kind: 'checkinShow',
    audience: 'review',
    title: L('报到二维码', '報到二維碼', 'Check-in code', '受付QRコード'),
  },
  {
    route: 'onlineStatistics',
    kind: 'onboardingStatistics',
    audience: 'review',
    entry: true,
    title: L('迎新统计', '迎新統計', 'Onboarding statistics', '新入生受付統計'),
  },
];

/** A school variant: the same screens under its own base. */
const variant = (key: string): GroupVariant => ({
  key,
  basePath: `/xgxt/${key}`,
  inherit: true,
  screens: [],
});

export default defineAffairGroup({
  key: 'yxxt',
  service: 'yxxt',
  basePath: '/xgxt/yxxt',
  title: L('迎新系统', '迎新系統', 'Onboarding', '新入生受付'),
  category: 'onboarding',
  manage: ['office_staff', 'tenant_admin'],
  audience: { apply: ['student'], review: ONBOARDING_STAFF },
  default: { apply: 'index', review: 'onlineStatistics' },
  screens,
  variants: ['cjxy_yxxt', 'sanya_yxxt', 'jlqc_yxxt', 'xtlg_yxxt'].map(variant),
  modules: [],
});
