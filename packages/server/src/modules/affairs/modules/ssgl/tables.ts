import type { YN } from '../../../../db/tables/types.js';

/**
 * Dormitories (migration 0080, group ssgl): buildings, rooms, beds, moves between beds, and what
 * the group keeps beside each of its requests. Sexes are 'male' | 'female'; fees yuan a year.
 */

export interface DormBuildingTable {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  sex: string;
  floors: number;
  managerName: string | null;
  managerPhone: string | null;
  sort: number;
  createdAt: number;
}

export interface DormRoomTable {
  id: string;
  tenantId: string;
  buildingId: string;
  number: string;
  floor: number;
  sex: string;
  capacity: number;
  /** Students in the room now: kept by every move under the guard occupied <= capacity. */
  occupied: number;
  fee: number;
  createdAt: number;
}

export interface DormBedTable {
  id: string;
  tenantId: string;
  roomId: string;
  number: number;
  code: string;
  studentId: string | null;
  since: number | null;
  reserved: YN;
}

export interface DormMoveTable {
  id: string;
  tenantId: string;
  studentId: string;
  /** checkIn | change | checkOut */
  kind: string;
  fromBedId: string | null;
  toBedId: string | null;
  instanceId: string | null;
  operatorId: string | null;
  createdAt: number;
}

export interface DormRequestTable {
  instanceId: string;
  tenantId: string;
  moduleKey: string;
  studentId: string;
  /** The student's bed when they asked. */
  bedId: string | null;
  /** When the approval moved or freed the bed. */
  movedAt: number | null;
  createdAt: number;
}

export interface DormDisciplineTable {
  id: string;
  tenantId: string;
  roomId: string;
  occurredAt: number;
  category: string;
  action: string;
  facts: string;
  /** The discipline form's values (JSON). */
  data: string;
  recorderId: string;
  recorderName: string;
  version: number;
  createdAt: number;
  updatedAt: number;
}

export interface DormDisciplineStudentTable {
  disciplineId: string;
  tenantId: string;
  studentId: string;
}

export interface DormInspectionRoundTable {
  id: string;
  tenantId: string;
  name: string;
  /** room | person */
  kind: string;
  startDate: string;
  endDate: string;
  /** JSON: InspectionItem[]. */
  items: string;
  /** open | published */
  state: string;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface DormInspectionScoreTable {
  id: string;
  tenantId: string;
  roundId: string;
  roomId: string;
  /** '' for the room's own score. */
  studentId: string;
  /** JSON: points by item key. */
  scores: string;
  veto: string | null;
  total: number;
  grade: string;
  remark: string | null;
  /** JSON: the photos' attachment refs (held by the score, 'dorm_inspection'), or null. */
  photos: string | null;
  inspectorId: string;
  inspectorName: string;
  createdAt: number;
  updatedAt: number;
}

export interface SsglTables {
  dormBuilding: DormBuildingTable;
  dormRoom: DormRoomTable;
  dormBed: DormBedTable;
  dormMove: DormMoveTable;
  dormRequest: DormRequestTable;
  dormDiscipline: DormDisciplineTable;
  dormDisciplineStudent: DormDisciplineStudentTable;
  dormInspectionRound: DormInspectionRoundTable;
  dormInspectionScore: DormInspectionScoreTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends SsglTables {}
}
