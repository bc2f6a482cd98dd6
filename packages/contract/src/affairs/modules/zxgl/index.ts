import { defineAffairGroup, localizedText as L } from '../../define.js';
import { COUNSELLING_STAFF } from './types.js';

export * from './types.js';

/**
 * Counselling (心理咨询, SPEC §2.4, MODULES.md §14, MODULES-RESEARCH §17). Not an approval flow,
 * so no modules: counsellors of the mental-health centre publish time slots; a student books one
 * (topic, description, anonymous option) and cancels up to a day ahead; the counsellor records the
 * session. Session records are confidential: only the centre's staff (`counselling_staff`) read
 * them; never the student's class counsellor, the college or another office, nor the school's
 * administrator. Statistics by counsellor, topic and college are counts, never names or content
 * (server: modules/affairs/modules/zxgl, API under /api/zxgl/v3/counselling/, see types.ts).
 */
const STAFF = [COUNSELLING_STAFF];

export default defineAffairGroup({
  key: 'zxgl',
  service: 'zxgl',
  basePath: '/xgxt/counselling',
  title: L('心理咨询', '心理諮詢', 'Counselling', 'カウンセリング'),
  category: 'other',
  manage: STAFF,
  audience: { apply: ['student'], review: [COUNSELLING_STAFF, 'office_staff'] },
  default: { apply: 'counselling', review: 'statCounsellor' },
  screens: [
    {
      route: 'counselling',
      kind: 'counselling',
      audience: 'apply',
      entry: true,
      title: L('预约咨询', '預約諮詢', 'Book a session', '相談の予約'),
    },
    {
      route: 'counsellingSchedule',
      kind: 'counsellingSchedule',
      audience: 'review',
      roles: STAFF,
      entry: true,
      title: L('我的排班', '我的排班', 'My schedule', '担当スケジュール'),
    },
    {
      route: 'courseList',
      kind: 'courseList',
      audience: 'all',
      entry: true,
      title: L('心理课程', '心理課程', 'Courses', '心理講座'),
    },
    {
      route: 'statCounsellor',
      kind: 'counsellingStat',
      audience: 'review',
      entry: true,
      title: L('咨询师统计', '諮詢師統計', 'By counsellor', 'カウンセラー別'),
    },
    {
      route: 'statType',
      kind: 'counsellingStat',
      audience: 'review',
      entry: true,
      title: L('咨询类型统计', '諮詢類型統計', 'By topic', '相談内容別'),
    },
    {
      route: 'statCollege',
      kind: 'counsellingStat',
      audience: 'review',
      entry: true,
      title: L('学院统计', '學院統計', 'By college', '学部別'),
    },
  ],
  modules: [],
});
