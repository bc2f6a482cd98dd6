import { ModuleState, SecurityState } from '@campus/contract';
import type {
  BuildingRooms,
  FreeBeds,
  MyDormitory,
  OccupancyOverview,
  StudentPlacement,
} from '@campus/contract/affairs/ssgl';
import { dormEndpoints as dorm } from '@campus/contract/affairs/ssgl/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { ok } from '../../../../http/reply.js';
import { mayApply, requireGroupReviewer } from '../../audience.js';
import { assignBed, freeBed } from './allocation.js';
import * as beds from './beds-repo.js';
import { checkRoutes } from './checks-routes.js';
import { CHANGE_MODULE, SSGL } from './group.js';
import { sweepUnratedRepairs } from './repair-close.js';
import { groupMount } from '../../group-mount.js';

/**
 * The dormitory's own API under /dorm, mounted from its declarations (contract:
 * affairs/modules/ssgl/api.ts): the student's
 * room, the free beds a change may ask for, and for staff the occupancy of every building, a
 * building's rooms with their occupants (names only of students in the caller's charge) and a
 * search for a student's bed.
 */
async function mine(db: Kysely<DB>, caller: AuthContext): Promise<MyDormitory> {
  const bed = await beds.bedOfStudent(db, caller.tenantId, caller.userId);
  if (!bed) return { place: null, since: null, capacity: null, roommates: [], manager: null };
  return {
    place: beds.placeOf(bed),
    since: bed.since,
    capacity: bed.capacity,
    roommates: await beds.roommatesOf(db, caller.tenantId, bed.roomId, caller.userId),
    manager: bed.managerName ? { name: bed.managerName, phone: bed.managerPhone } : null,
  };
}

async function freeBeds(db: Kysely<DB>, caller: AuthContext, buildingId?: string): Promise<FreeBeds> {
  if (!mayApply(CHANGE_MODULE, caller))
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.applyNotAllowed' });
  const sex = await beds.sexOf(db, caller.userId);
  if (!sex) return { buildings: [], buildingId: null, rooms: [] };
  const buildings = await beds.buildings(db, caller.tenantId, sex);
  const chosen = buildings.find((b) => b.id === buildingId) ?? buildings[0];
  return {
    buildings,
    buildingId: chosen?.id ?? null,
    rooms: chosen ? await beds.freeRooms(db, caller.tenantId, chosen.id, sex) : [],
  };
}

async function occupancy(db: Kysely<DB>, caller: AuthContext): Promise<OccupancyOverview> {
  requireGroupReviewer(SSGL, caller);
  const [buildings, bySex] = await Promise.all([
    beds.buildings(db, caller.tenantId),
    beds.figuresBySex(db, caller.tenantId),
  ]);
  const none = beds.sumFigures([]);
  return {
    totals: beds.sumFigures(buildings),
    bySex: { male: bySex.get('male') ?? none, female: bySex.get('female') ?? none },
    buildings,
  };
}

const charge = (db: Kysely<DB>, caller: AuthContext) =>
  studentsInCharge(db, caller.tenantId, caller, SSGL.seesAllStudents);

async function building(db: Kysely<DB>, caller: AuthContext, buildingId: string): Promise<BuildingRooms> {
  requireGroupReviewer(SSGL, caller);
  const found = await beds.buildingRooms(db, caller.tenantId, buildingId, await charge(db, caller));
  if (!found) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  return found;
}

async function search(db: Kysely<DB>, caller: AuthContext, words: string): Promise<StudentPlacement[]> {
  requireGroupReviewer(SSGL, caller);
  return beds.searchStudents(db, caller.tenantId, words, await charge(db, caller));
}

export function dormRoutes(db: Kysely<DB>) {
  const checks = checkRoutes(db);
  return async (app: FastifyInstance) => {
    await checks(app);
    sweepUnratedRepairs(app, db);
    const on = groupMount(app, ['affairs/ssgl']);
    on(dorm.mine, async ({ me }) => ok(await mine(db, me)));
    on(dorm.freeBeds, async ({ me, query }) => ok(await freeBeds(db, me, query.buildingId)));
    on(dorm.occupancy, async ({ me }) => ok(await occupancy(db, me)));
    on(dorm.building, async ({ me, query }) => ok(await building(db, me, query.id)));
    on(dorm.search, async ({ me, query }) => ok(await search(db, me, query.q)));
    on(dorm.assign, async ({ me, body }) => ok(await assignBed(db, me, body)));
    on(dorm.free, async ({ me, body }) => ok(await freeBed(db, me, body)));
  };
}
