import type { BedPlace, DORM_SEXES, GradeBands, INSPECTION_GRADES, INSPECTION_KINDS } from './api.js';
import type { WorkOrderRecord } from '../../work-order.js';

export * from './constants.js';

/** The dormitory group's own wire types: those of its declarations (each beside its schema in api.ts). */
export type {
  BedAssignBody,
  BedFigures,
  BedFreeBody,
  BedOccupant,
  BedPlace,
  BuildingRooms,
  DisciplineInput,
  DisciplineRecord,
  DormBed,
  DormBuilding,
  DormRoom,
  FreeBeds,
  FreeRoom,
  GradeBands,
  InspectionItem,
  InspectionRound,
  InspectionScore,
  InspectionSheet,
  MyDormitory,
  OccupancyOverview,
  Roommate,
  RoundInput,
  RoundScore,
  ScoreInput,
  SheetRoom,
  StudentDormRecord,
  StudentPlacement,
} from './api.js';

export type DormSex = (typeof DORM_SEXES)[number];

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

// Dormitory checks (MODULES-RESEARCH §3.3-§3.5): their endpoints are in api.ts.

export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export type InspectionGrade = (typeof INSPECTION_GRADES)[number];

/** The usual bands, the settings' defaults: at least 90, 75, 60 points. */
export const DEFAULT_GRADE_BANDS: GradeBands = { excellent: 90, good: 75, pass: 60 };

export function gradeOf(total: number, bands: GradeBands): InspectionGrade {
  if (total >= bands.excellent) return 'excellent';
  if (total >= bands.good) return 'good';
  if (total >= bands.pass) return 'pass';
  return 'fail';
}
