import type { AttachmentRef } from '../../../forms/types.js';
import type { WorkOrderRecord } from '../../work-order.js';

/**
 * The dormitory group's own API, under /api/ssgl/v3/dorm/ (besides the generic module API):
 *   GET mine                    -> MyDormitory       the student's bed, room, roommates, manager
 *   GET freeBeds?buildingId=    -> FreeBeds          free beds of the student's sex (the change form)
 *   GET occupancy               -> OccupancyOverview staff: figures of every building
 *   GET building?id=            -> BuildingRooms     staff: floors, rooms, beds and who sleeps there
 *   GET search?q=               -> StudentPlacement[] staff: students by name or number, with their bed
 *   POST assign {studentId, bed}-> StudentPlacement  managers: give a student without a bed this bed
 *   POST free {studentId}       -> StudentPlacement  managers: free a student's bed (both in the move log)
 * A bed holds at most one student and a student has at most one bed; a room never holds more
 * students than its capacity; a room's sex is its students' (server: modules/affairs/modules/ssgl).
 */

export type DormSex = 'male' | 'female';

/** Beds and how they are used, for a building, a floor, a room or the school. */
export interface BedFigures {
  beds: number;
  occupied: number;
  free: number;
  /** Held back by the office (保留): neither occupied nor offered. */
  reserved: number;
  /** occupied / (beds - reserved), 0..1; 0 when there are no beds. */
  rate: number;
}

export interface DormBuilding extends BedFigures {
  id: string;
  code: string;
  name: string;
  sex: DormSex;
  floors: number;
  managerName: string | null;
  managerPhone: string | null;
}

export interface BedOccupant {
  studentId: string;
  name: string;
  number: string;
  className: string;
  /** Moved in (epoch ms). */
  since: number | null;
}

export interface DormBed {
  id: string;
  /** building-room-bed, e.g. M1-305-2: what forms and lists name a bed by. */
  code: string;
  number: number;
  reserved: boolean;
  /** Someone sleeps here (whom, only for staff in charge of that student). */
  taken: boolean;
  occupant: BedOccupant | null;
}

export interface DormRoom {
  id: string;
  number: string;
  floor: number;
  sex: DormSex;
  capacity: number;
  occupied: number;
  /** Yuan a year. */
  fee: number;
  beds: DormBed[];
}

export interface BuildingRooms {
  building: DormBuilding;
  floors: { floor: number; figures: BedFigures; rooms: DormRoom[] }[];
}

export interface OccupancyOverview {
  totals: BedFigures;
  bySex: Record<DormSex, BedFigures>;
  buildings: DormBuilding[];
}

/** Where a bed is. */
export interface BedPlace {
  bedId: string;
  code: string;
  bedNumber: number;
  roomId: string;
  roomNumber: string;
  floor: number;
  buildingId: string;
  buildingName: string;
  fee: number;
}

export interface Roommate {
  name: string;
  className: string;
  bedNumber: number;
}

export interface MyDormitory {
  place: BedPlace | null;
  since: number | null;
  capacity: number | null;
  roommates: Roommate[];
  manager: { name: string; phone: string | null } | null;
}

export interface FreeRoom {
  roomId: string;
  number: string;
  floor: number;
  capacity: number;
  occupied: number;
  fee: number;
  freeBeds: { id: string; code: string; number: number }[];
}

export interface FreeBeds {
  /** The buildings of the caller's sex. */
  buildings: DormBuilding[];
  /** Rooms of the chosen building (the first when none is named) with a free bed. */
  buildingId: string | null;
  rooms: FreeRoom[];
}

export interface StudentPlacement {
  studentId: string;
  name: string;
  number: string;
  className: string;
  sex: DormSex | null;
  place: BedPlace | null;
}

/** The office giving a bed by hand (a freshman on arrival) or freeing one; logged as a move. */
export interface BedAssignBody {
  studentId: string;
  /** The bed's code (M2-601-1). */
  bed: string;
}

export interface BedFreeBody {
  studentId: string;
}

/** Repairers by trade: a repair order goes to one (the office may send another). */
export type RepairTrade = 'plumbing' | 'electrical' | 'carpentry' | 'network' | 'hvac' | 'general';

/** The trade each kind of repair (the form's category) needs unless the office says otherwise. */
export const TRADE_OF_CATEGORY: Readonly<Record<string, RepairTrade>> = {
  water: 'plumbing',
  hotWater: 'plumbing',
  electricity: 'electrical',
  doorsWindows: 'carpentry',
  furniture: 'carpentry',
  network: 'network',
  airConditioning: 'hvac',
};

/**
 * What the group keeps beside each of its requests (the detail's `record`, 'record' columns): the
 * bed the student had when asking, for a change the wanted bed and its room's occupancy, and the
 * move once approved; for a repair, a work order (contract affairs/work-order.ts: its stage and
 * the work and rating so far, which the student sees although the steps fill them in) and its trade.
 */
export interface DormRequestRecord extends Partial<WorkOrderRecord> {
  /** "梅园1栋 305-2": the building's name and the room-bed numbers. */
  bed: string | null;
  from: BedPlace | null;
  target: BedPlace | null;
  targetRoom: { occupied: number; capacity: number } | null;
  /** When an approval moved or freed the bed. */
  movedAt: number | null;
  /** A repair's trade (维修工种): the office's choice, else the one the kind of repair suggests. */
  trade: RepairTrade | null;
}

/*
 * Dormitory checks (MODULES-RESEARCH §3.3-§3.5), under /api/ssgl/v3/dorm/:
 *   GET  discipline/list?q=&roomId=      -> DisciplineRecord[]  staff: records of students in charge
 *   GET  discipline?id=                  -> DisciplineRecord
 *   POST discipline/save                 -> DisciplineRecord    DisciplineInput; the counsellor and students are told
 *   GET  inspection/rounds?kind=         -> InspectionRound[]
 *   POST inspection/round/save           -> InspectionRound     RoundInput (managers): a weekly round
 *   POST inspection/round/publish {id}   -> InspectionRound     residents see its scores from then on
 *   GET  inspection/sheet?roundId=&buildingId= -> InspectionSheet  rooms (and their students) with scores
 *   POST inspection/score                -> InspectionScore     ScoreInput (managers); total and grade (the
 *                                                              school's bands) computed, photos held by the score
 *   GET  record?studentId=               -> StudentDormRecord   a student's own (or, for staff, one in charge)
 */

/** Discipline categories by group (纪律大类 → 纪律类别). */
export const DISCIPLINE_CATEGORIES = {
  safety: ['bannedAppliance', 'wiring', 'smoking'],
  hours: ['lateReturn', 'nightOut'],
  hygiene: ['pets', 'damage'],
  conduct: ['outsider', 'bedSwap', 'drinking', 'refusing', 'other'],
} as const;
export type DisciplineGroup = keyof typeof DISCIPLINE_CATEGORIES;

export interface DisciplineRecord {
  id: string;
  version: number;
  room: { id: string; buildingId: string; label: string } | null;
  students: { id: string; name: string; number: string; className: string }[];
  /** Epoch ms. */
  occurredAt: number;
  category: string;
  group: DisciplineGroup | null;
  action: string;
  facts: string;
  /** The form's values as stored (photos among them). */
  values: Record<string, unknown>;
  recorder: { id: string; name: string };
  createdAt: number;
  updatedAt: number;
  /** Whether the caller may edit it (its recorder or the dormitory office). */
  editable: boolean;
}

export interface DisciplineInput {
  id?: string;
  version?: number;
  roomId: string;
  studentIds: string[];
  /** The discipline form's values (occurredAt, category, facts, action, photos). */
  values: Record<string, unknown>;
}

export type InspectionKind = 'room' | 'person';

export interface InspectionItem {
  key: string;
  /** In the four languages. */
  name: Record<'zh-CN' | 'zh-TW' | 'en-US' | 'ja-JP', string>;
  max: number;
}

export interface InspectionRound {
  id: string;
  name: string;
  kind: InspectionKind;
  startDate: string;
  endDate: string;
  state: 'open' | 'published';
  items: InspectionItem[];
  /** Rooms (or students) scored, and their average. */
  scored: number;
  average: number | null;
  createdAt: number;
}

export interface RoundInput {
  kind: InspectionKind;
  /** The Monday of the week (yyyy-MM-dd); the round runs to its Sunday. */
  startDate: string;
  name?: string;
}

export type InspectionGrade = 'excellent' | 'good' | 'pass' | 'fail';

/**
 * The lowest total of each grade (MODULES-RESEARCH §3.4): the school's own, set on the group's
 * settings screen (the group's settings gradeExcellent, gradeGood, gradePass); a total below the
 * pass mark fails.
 */
export interface GradeBands {
  excellent: number;
  good: number;
  pass: number;
}

/** The usual bands, the settings' defaults: at least 90, 75, 60 points. */
export const DEFAULT_GRADE_BANDS: GradeBands = { excellent: 90, good: 75, pass: 60 };

export function gradeOf(total: number, bands: GradeBands): InspectionGrade {
  if (total >= bands.excellent) return 'excellent';
  if (total >= bands.good) return 'good';
  if (total >= bands.pass) return 'pass';
  return 'fail';
}

/** Findings that set a room's score to 0 whatever the items say (一票否决). */
export const VETOES = ['bannedAppliance', 'pets', 'refusing', 'outsider'] as const;
export type Veto = (typeof VETOES)[number];

export interface InspectionScore {
  id: string;
  roundId: string;
  roomId: string;
  /** '' for a room's score; a student's id in a personal round. */
  studentId: string;
  scores: Record<string, number>;
  veto: Veto | null;
  total: number;
  grade: InspectionGrade;
  remark: string | null;
  /** Photos taken in the room (readable by whoever may read the score). */
  photos: AttachmentRef[];
  inspector: string;
  updatedAt: number;
}

export interface ScoreInput {
  roundId: string;
  roomId: string;
  studentId?: string;
  scores: Record<string, number>;
  veto?: Veto | null;
  remark?: string;
  /** The photos the score keeps (uploaded by the inspector, or already on the score); at most 9. */
  photos?: AttachmentRef[];
}

export interface SheetRoom {
  id: string;
  number: string;
  floor: number;
  occupants: { id: string; name: string; bedNumber: number }[];
  /** The room's score (room rounds) or each occupant's (personal rounds). */
  scores: InspectionScore[];
}

export interface InspectionSheet {
  round: InspectionRound;
  /** The school's grade bands, for the grade shown while scores are entered. */
  bands: GradeBands;
  buildings: { id: string; name: string }[];
  buildingId: string | null;
  rooms: SheetRoom[];
}

export interface RoundScore {
  round: Pick<InspectionRound, 'id' | 'name' | 'kind' | 'startDate' | 'endDate' | 'items'>;
  score: InspectionScore;
  room: string;
}

export interface StudentDormRecord {
  student: { id: string; name: string; number: string; className: string };
  place: BedPlace | null;
  /** Published rounds only, newest first. */
  rooms: RoundScore[];
  personal: RoundScore[];
  discipline: DisciplineRecord[];
}
