import type { z } from 'zod';
import type {
  bedAssignBody,
  bedFigures,
  bedFreeBody,
  bedOccupant,
  bedPlace,
  buildingRooms,
  disciplineInput,
  disciplineRecord,
  DORM_SEXES,
  dormBed,
  dormBuilding,
  dormRoom,
  freeBeds,
  freeRoom,
  gradeBands,
  INSPECTION_GRADES,
  INSPECTION_KINDS,
  inspectionItem,
  inspectionRound,
  inspectionScore,
  inspectionSheet,
  myDormitory,
  occupancyOverview,
  roommate,
  roundInput,
  roundScore,
  scoreInput,
  sheetRoom,
  studentDormRecord,
  studentPlacement,
} from './api.js';
import type { WorkOrderRecord } from '../../work-order.js';

export * from './constants.js';

/** The dormitory group's own wire types: those of its declarations (api.ts). */

export type DormSex = (typeof DORM_SEXES)[number];

export type BedFigures = z.infer<typeof bedFigures>;

export type DormBuilding = z.infer<typeof dormBuilding>;

export type BedOccupant = z.infer<typeof bedOccupant>;

export type DormBed = z.infer<typeof dormBed>;

export type DormRoom = z.infer<typeof dormRoom>;

export type BuildingRooms = z.infer<typeof buildingRooms>;

export type OccupancyOverview = z.infer<typeof occupancyOverview>;

export type BedPlace = z.infer<typeof bedPlace>;

export type Roommate = z.infer<typeof roommate>;

export type MyDormitory = z.infer<typeof myDormitory>;

export type FreeRoom = z.infer<typeof freeRoom>;

export type FreeBeds = z.infer<typeof freeBeds>;

export type StudentPlacement = z.infer<typeof studentPlacement>;

export type BedAssignBody = z.output<typeof bedAssignBody>;

export type BedFreeBody = z.output<typeof bedFreeBody>;

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

export type DisciplineRecord = z.infer<typeof disciplineRecord>;

export type DisciplineInput = z.output<typeof disciplineInput>;

export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export type InspectionItem = z.infer<typeof inspectionItem>;

export type InspectionRound = z.infer<typeof inspectionRound>;

export type RoundInput = z.output<typeof roundInput>;

export type InspectionGrade = (typeof INSPECTION_GRADES)[number];

export type GradeBands = z.infer<typeof gradeBands>;

/** The usual bands, the settings' defaults: at least 90, 75, 60 points. */
export const DEFAULT_GRADE_BANDS: GradeBands = { excellent: 90, good: 75, pass: 60 };

export function gradeOf(total: number, bands: GradeBands): InspectionGrade {
  if (total >= bands.excellent) return 'excellent';
  if (total >= bands.good) return 'good';
  if (total >= bands.pass) return 'pass';
  return 'fail';
}

export type InspectionScore = z.infer<typeof inspectionScore>;

export type ScoreInput = z.output<typeof scoreInput>;

export type SheetRoom = z.infer<typeof sheetRoom>;

export type InspectionSheet = z.infer<typeof inspectionSheet>;

export type RoundScore = z.infer<typeof roundScore>;

export type StudentDormRecord = z.infer<typeof studentDormRecord>;
