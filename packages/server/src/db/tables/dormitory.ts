import type { YN } from './types.js';

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

export interface DormitoryTables {
  dormBuilding: DormBuildingTable;
  dormRoom: DormRoomTable;
  dormBed: DormBedTable;
  dormMove: DormMoveTable;
  dormRequest: DormRequestTable;
}
