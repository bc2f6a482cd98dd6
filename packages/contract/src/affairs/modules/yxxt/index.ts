import { defineAffairGroup, localizedText as L } from '../../define.js';
import type { GroupScreen, GroupVariant } from '../../types.js';
import type { OnboardingFormKind } from './types.js';

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

/** Screens every variant has beyond the journey and check-in (SPEC §2.4). */
screens.push(
  {
    route: 'oldIndex',
    kind: 'oldIndex',
    audience: 'apply',
    title: L('迎新首页（旧版）', '迎新首頁（舊版）', 'Welcome (classic)', '新入生ホーム（旧版）'),
  },
  {
    route: 'personalInfo',
    kind: 'onboardingForm',
    audience: 'apply',
    entry: true,
    title: L('个人信息采集', '個人資訊採集', 'Personal information', '個人情報の登録'),
  },
  {
    route: 'studentList',
    kind: 'freshmenList',
    audience: 'review',
    entry: true,
    title: L('新生名单', '新生名單', 'Freshmen', '新入生名簿'),
  },
  {
    route: 'admissionHome',
    kind: 'onboardingPage',
    audience: 'all',
    entry: true,
    title: L('新生入学指南', '新生入學指南', 'Before you come', '入学のご案内'),
  },
  {
    route: 'admissionRequirements',
    kind: 'onboardingPage',
    audience: 'all',
    title: L('报到须知', '報到須知', 'Enrolment day', '入学手続きの案内'),
  },
  {
    route: 'admissionRequirementsTwo',
    kind: 'onboardingPage',
    audience: 'all',
    title: L('入学材料清单', '入學材料清單', 'What to bring', '持ち物リスト'),
  },
  {
    route: 'joinArmy',
    kind: 'onboardingForm',
    audience: 'apply',
    title: L('新生应征入伍', '新生應徵入伍', 'Joining the army', '新入生の入隊'),
  },
  // Every school's freshmen say how they arrive (MODULES §1: it drives the pick-up plan).
  {
    route: 'arrivalInfo',
    kind: 'onboardingForm',
    audience: 'apply',
    title: L('到校信息', '到校資訊', 'Arrival information', '到着情報'),
  },
  {
    route: 'askQuestions',
    kind: 'questions',
    audience: 'all',
    entry: true,
    title: L('我要提问', '我要提問', 'Questions', '質問'),
  },
  {
    route: 'problemDetails',
    kind: 'questionDetail',
    audience: 'all',
    title: L('问题详情', '問題詳情', 'Question', '質問の詳細'),
  },
  {
    route: 'pictureDetails',
    kind: 'pictureDetail',
    audience: 'all',
    title: L('图片详情', '圖片詳情', 'Picture', '画像の詳細'),
  },
  {
    route: 'announcement',
    kind: 'onboardingPage',
    audience: 'all',
    title: L('迎新公告', '迎新公告', 'Announcement', 'お知らせ'),
  },
);

const MY: GroupScreen = {
  route: 'my',
  kind: 'onboardingMy',
  audience: 'apply',
  entry: true,
  title: L('我的', '我的', 'Me', 'マイページ'),
};
const RXXZ: GroupScreen = {
  route: 'rxxz',
  kind: 'onboardingPage',
  audience: 'all',
  title: L('入学须知', '入學須知', 'Admission notice', '入学のしおり'),
};

/**
 * A school variant: the same screens under its own base, and the few SPEC gives it alone (cjxy:
 * my page, certificate upload, consulting; sanya, jlqc, xtlg: my page and rxxz; sanya: the
 * financial-aid policy). The announcement is the generic base's. The journey (index) leads to
 * the forms; the consulting page is an entry of the header.
 */
const variant = (key: string, own: GroupScreen[]): GroupVariant => ({
  key,
  basePath: `/xgxt/${key}`,
  inherit: true,
  omit: ['announcement'],
  screens: own,
});

const variants: GroupVariant[] = [
  variant('cjxy_yxxt', [
    MY,
    {
      route: 'certificateUpload',
      kind: 'onboardingForm',
      audience: 'apply',
      title: L('证件上传', '證件上傳', 'Certificate upload', '証明書のアップロード'),
    },
    {
      route: 'consulting',
      kind: 'onboardingPage',
      audience: 'all',
      entry: true,
      title: L('咨询服务', '諮詢服務', 'Ask us', 'お問い合わせ'),
    },
  ]),
  variant('sanya_yxxt', [
    MY,
    RXXZ,
    {
      route: 'financialAidPolicy',
      kind: 'onboardingPage',
      audience: 'all',
      title: L('资助政策', '資助政策', 'Financial aid', '経済支援制度'),
    },
  ]),
  variant('jlqc_yxxt', [MY, RXXZ]),
  variant('xtlg_yxxt', [MY, RXXZ]),
];

/** The form a screen's route fills in (onboardingForm screens). */
export const FORM_OF_ROUTE: Record<string, OnboardingFormKind> = {
  personalInfo: 'info',
  arrivalInfo: 'arrival',
  joinArmy: 'army',
  certificateUpload: 'certificate',
};

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
  variants,
  modules: [],
});
