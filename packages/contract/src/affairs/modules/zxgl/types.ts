/**
 * The counselling group's own API, under /api/zxgl/v3/counselling/ (no approval flow):
 *   GET  slots                       -> SlotView[]        open slots of the coming weeks (students)
 *   POST bookings        BookInput   -> BookingView       books a slot: one booking per slot, one
 *                                                         upcoming booking per student
 *   GET  bookings/mine               -> BookingView[]     the student's bookings
 *   POST bookings/:id/cancel         -> BookingView       the student cancels up to CANCEL_HOURS ahead
 *   POST bookings/:id/reveal         -> BookingView       the student shows the counsellor who they are
 *                                                         (an anonymous booking; once, for good)
 *   GET  schedule                    -> ScheduleSlot[]    counselling staff: their slots and bookings
 *   POST slots           SlotInput   -> ScheduleSlot      counselling staff publish a slot
 *   PUT  bookings/:id/record RecordInput -> SessionRecord counselling staff record the session
 *   GET  bookings/:id/record         -> SessionRecord     confidential: counselling staff only
 *   GET  courses                     -> CourseView[]      mental-health courses and group sessions
 *   GET  statistics?by=              -> CounsellingStats  counts only, never names or content
 */
export const COUNSELLING_STAFF = 'counselling_staff';

export const TOPICS = [
  'study',
  'relationships',
  'emotion',
  'romance',
  'family',
  'career',
  'self',
  'adjustment',
  'other',
] as const;
export type Topic = (typeof TOPICS)[number];

export const MODES = ['inPerson', 'online'] as const;
export type Mode = (typeof MODES)[number];

export const RISKS = ['low', 'medium', 'high', 'crisis'] as const;
export type Risk = (typeof RISKS)[number];

export type BookingStatus = 'booked' | 'cancelled' | 'done' | 'noShow';
export const OUTCOMES = ['done', 'noShow'] as const;

/** A booking may be cancelled up to this many hours before its slot (the schools' one working day). */
export const CANCEL_HOURS = 24;
/** Slots are published at most this many days ahead. */
export const SLOT_DAYS_AHEAD = 28;

export interface SlotView {
  id: string;
  counsellorId: string;
  counsellorName: string;
  startsAt: number;
  minutes: number;
  place: string;
  mode: Mode;
  booked: boolean;
}

export interface BookInput {
  slotId: string;
  topic: Topic;
  description?: string;
  phone: string;
  /** Nothing that identifies the student reaches the centre's staff until they reveal it. */
  anonymous?: boolean;
}

export interface BookingView {
  id: string;
  slot: SlotView;
  topic: Topic;
  description: string | null;
  anonymous: boolean;
  /** An anonymous booking whose student has shown the counsellor who they are. */
  revealed: boolean;
  status: BookingStatus;
  createdAt: number;
  /** Whether the student may still cancel it. */
  cancellable: boolean;
}

export interface SlotInput {
  startsAt: number;
  minutes: number;
  place: string;
  mode: Mode;
}

/**
 * A counsellor's slot with its booking. An anonymous booking shows nothing that identifies the
 * student (name, phone: null) until the student reveals it (server: zxgl/disclosure.ts).
 */
export interface ScheduleSlot extends SlotView {
  booking: {
    id: string;
    studentName: string | null;
    phone: string | null;
    anonymous: boolean;
    topic: Topic;
    description: string | null;
    status: BookingStatus;
    recorded: boolean;
  } | null;
}

export interface RecordInput {
  outcome: (typeof OUTCOMES)[number];
  summary: string;
  assessment?: string;
  risk: Risk;
  plan?: string;
  referral?: boolean;
}

export interface SessionRecord extends RecordInput {
  bookingId: string;
  writerName: string;
  writtenAt: number;
}

export interface CourseView {
  id: string;
  title: string;
  kind: 'course' | 'lecture' | 'group';
  teacher: string;
  startsAt: number;
  place: string;
  capacity: number;
  description: string;
}

export const STAT_DIMENSIONS = ['counsellor', 'type', 'college'] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];

/**
 * The statistics row (by college) of anonymous bookings not revealed: their college would say
 * something about who booked.
 */
export const ANONYMOUS_KEY = 'anonymous';

/** Per counsellor, topic or college: counts only. */
export interface StatRow {
  key: string;
  /** The counsellor's or college's name; a topic's key (the screen names it). */
  label: string;
  bookings: number;
  done: number;
  cancelled: number;
  noShow: number;
  upcoming: number;
}

export interface CounsellingStats {
  by: StatDimension;
  rows: StatRow[];
  totals: Omit<StatRow, 'key' | 'label'>;
}
