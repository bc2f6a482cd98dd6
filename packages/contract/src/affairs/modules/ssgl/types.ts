/**
 * The dormitory group's own API, under /api/ssgl/v3/dorm/ (besides the generic module API):
 *   GET mine                    -> MyDormitory       the student's bed, room, roommates, manager
 *   GET freeBeds?buildingId=    -> FreeBeds          free beds of the student's sex (the change form)
 *   GET occupancy               -> OccupancyOverview staff: figures of every building
 *   GET building?id=            -> BuildingRooms     staff: floors, rooms, beds and who sleeps there
 *   GET search?q=               -> StudentPlacement[] staff: students by name or number, with their bed
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

/** Where a repair order is (its record's `stage`; dictionary dorm_repair_stage). */
export type RepairStage = 'submitted' | 'inRepair' | 'done' | 'rated' | 'declined' | 'withdrawn';

/**
 * What the group keeps beside each of its requests (the detail's `record`, 'record' columns): the
 * bed the student had when asking, for a change the wanted bed and its room's occupancy, and the
 * move once approved; for a repair its stage.
 */
export interface DormRequestRecord {
  /** "梅园1栋 305-2": the building's name and the room-bed numbers. */
  bed: string | null;
  from: BedPlace | null;
  target: BedPlace | null;
  targetRoom: { occupied: number; capacity: number } | null;
  /** When an approval moved or freed the bed. */
  movedAt: number | null;
  stage: RepairStage | null;
  /** A repair's work and rating as far as they go (the student sees them although the steps fill them in). */
  repair: {
    worker: string | null;
    workerNote: string | null;
    rating: number | null;
    ratingComment: string | null;
  } | null;
}
