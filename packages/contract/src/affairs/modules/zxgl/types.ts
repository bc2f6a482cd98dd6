/**
 * The counselling group's labels and rules; its own endpoints under /api/zxgl/v3/counselling/ and
 * their wire types are declared in api.ts (no approval flow).
 */
export * from './constants.js';

export type {
  BookInput,
  BookingStatus,
  BookingView,
  CounsellingStats,
  CourseView,
  RecordInput,
  ScheduleSlot,
  SessionRecord,
  SlotInput,
  SlotView,
  StatRow,
} from './api.js';
