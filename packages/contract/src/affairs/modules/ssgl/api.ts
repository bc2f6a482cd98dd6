import { z } from 'zod';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { attachmentRef } from '../../../api/ids.js';
import type { FormDefinition } from '../../../forms/types.js';
import { groupId as id, optionalText as text, parsedDay as day } from '../../group-input.js';
import { DISCIPLINE_CATEGORIES, VETOES } from './constants.js';
import { studentNaming } from '../../student-naming.js';

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
 *
 * Dormitory checks (MODULES-RESEARCH §3.3-§3.5), under /api/ssgl/v3/dorm/:
 *   GET  discipline/form                 -> FormDefinition      the discipline form (category names)
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

export const DORM_SEXES = ['male', 'female'] as const;
const sex = z.enum(DORM_SEXES);
export const INSPECTION_KINDS = ['room', 'person'] as const;
export const INSPECTION_GRADES = ['excellent', 'good', 'pass', 'fail'] as const;
const kind = z.enum(INSPECTION_KINDS, 'validation.oneOf');

/** Beds and how they are used, for a building, a floor, a room or the school. */
export const bedFigures = z.object({
  beds: z.number(),
  occupied: z.number(),
  free: z.number(),
  /** Held back by the office (保留): neither occupied nor offered. */
  reserved: z.number(),
  /** occupied / (beds - reserved), 0..1; 0 when there are no beds. */
  rate: z.number(),
});
export type BedFigures = z.infer<typeof bedFigures>;

export const dormBuilding = bedFigures.extend({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sex,
  floors: z.number(),
  managerName: z.string().nullable(),
  managerPhone: z.string().nullable(),
});
export type DormBuilding = z.infer<typeof dormBuilding>;

export const bedOccupant = z.object({
  studentId: z.string(),
  ...studentNaming,
  /** Moved in (epoch ms). */
  since: z.number().nullable(),
});
export type BedOccupant = z.infer<typeof bedOccupant>;

export const dormBed = z.object({
  id: z.string(),
  /** building-room-bed, e.g. M1-305-2: what forms and lists name a bed by. */
  code: z.string(),
  number: z.number(),
  reserved: z.boolean(),
  /** Someone sleeps here (whom, only for staff in charge of that student). */
  taken: z.boolean(),
  occupant: bedOccupant.nullable(),
});
export type DormBed = z.infer<typeof dormBed>;

export const dormRoom = z.object({
  id: z.string(),
  number: z.string(),
  floor: z.number(),
  sex,
  capacity: z.number(),
  occupied: z.number(),
  /** Yuan a year. */
  fee: z.number(),
  beds: z.array(dormBed),
});
export type DormRoom = z.infer<typeof dormRoom>;

export const buildingRooms = z.object({
  building: dormBuilding,
  floors: z.array(z.object({ floor: z.number(), figures: bedFigures, rooms: z.array(dormRoom) })),
});
export type BuildingRooms = z.infer<typeof buildingRooms>;

export const occupancyOverview = z.object({
  totals: bedFigures,
  bySex: z.object({ male: bedFigures, female: bedFigures }),
  buildings: z.array(dormBuilding),
});
export type OccupancyOverview = z.infer<typeof occupancyOverview>;

/** Where a bed is. */
export const bedPlace = z.object({
  bedId: z.string(),
  code: z.string(),
  bedNumber: z.number(),
  roomId: z.string(),
  roomNumber: z.string(),
  floor: z.number(),
  buildingId: z.string(),
  buildingName: z.string(),
  fee: z.number(),
});
export type BedPlace = z.infer<typeof bedPlace>;

export const roommate = z.object({ name: z.string(), className: z.string(), bedNumber: z.number() });
export type Roommate = z.infer<typeof roommate>;

export const myDormitory = z.object({
  place: bedPlace.nullable(),
  since: z.number().nullable(),
  capacity: z.number().nullable(),
  roommates: z.array(roommate),
  manager: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
});
export type MyDormitory = z.infer<typeof myDormitory>;

export const freeRoom = z.object({
  roomId: z.string(),
  number: z.string(),
  floor: z.number(),
  capacity: z.number(),
  occupied: z.number(),
  fee: z.number(),
  freeBeds: z.array(z.object({ id: z.string(), code: z.string(), number: z.number() })),
});
export type FreeRoom = z.infer<typeof freeRoom>;

export const freeBeds = z.object({
  /** The buildings of the caller's sex. */
  buildings: z.array(dormBuilding),
  /** Rooms of the chosen building (the first when none is named) with a free bed. */
  buildingId: z.string().nullable(),
  rooms: z.array(freeRoom),
});
export type FreeBeds = z.infer<typeof freeBeds>;

export const studentPlacement = z.object({
  studentId: z.string(),
  ...studentNaming,
  sex: sex.nullable(),
  place: bedPlace.nullable(),
});
export type StudentPlacement = z.infer<typeof studentPlacement>;

/** The office giving a bed by hand (a freshman on arrival) or freeing one; logged as a move. */
export const bedAssignBody = z.object({
  studentId: id,
  /** The bed's code (M2-601-1). */
  bed: z.string('validation.required').trim().min(1, 'validation.required').max(40, 'validation.maxLength'),
});
export type BedAssignBody = z.output<typeof bedAssignBody>;

export const bedFreeBody = z.object({ studentId: id });
export type BedFreeBody = z.output<typeof bedFreeBody>;

// ---------------------------------------------------------------- checks

const student = z.object({ id: z.string(), name: z.string(), number: z.string(), className: z.string() });

export const disciplineRecord = z.object({
  id: z.string(),
  version: z.number(),
  room: z.object({ id: z.string(), buildingId: z.string(), label: z.string() }).nullable(),
  students: z.array(student),
  /** Epoch ms. */
  occurredAt: z.number(),
  category: z.string(),
  group: z.enum(Object.keys(DISCIPLINE_CATEGORIES) as [keyof typeof DISCIPLINE_CATEGORIES]).nullable(),
  action: z.string(),
  facts: z.string(),
  /** The form's values as stored (photos among them). */
  values: z.record(z.string(), z.unknown()),
  recorder: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Whether the caller may edit it (its recorder or the dormitory office). */
  editable: z.boolean(),
});
export type DisciplineRecord = z.infer<typeof disciplineRecord>;

export const disciplineInput = z.object({
  id: id.optional(),
  version: z.number('validation.number').int('validation.integer').optional(),
  roomId: id,
  studentIds: z.array(id, 'validation.required').min(1, 'validation.required').max(8, 'validation.maxRows'),
  /** The discipline form's values (occurredAt, category, facts, action, photos). */
  values: z.record(z.string(), z.unknown(), 'validation.required'),
});
export type DisciplineInput = z.output<typeof disciplineInput>;

export const inspectionItem = z.object({
  key: z.string(),
  /** In the four languages. */
  name: z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), 'en-US': z.string(), 'ja-JP': z.string() }),
  max: z.number(),
});
export type InspectionItem = z.infer<typeof inspectionItem>;

export const inspectionRound = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(INSPECTION_KINDS),
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(['open', 'published']),
  items: z.array(inspectionItem),
  /** Rooms (or students) scored, and their average. */
  scored: z.number(),
  average: z.number().nullable(),
  createdAt: z.number(),
});
export type InspectionRound = z.infer<typeof inspectionRound>;

export const roundInput = z.object({
  kind,
  /** The Monday of the week (yyyy-MM-dd); the round runs to its Sunday. */
  startDate: day,
  name: text(100),
});
export type RoundInput = z.output<typeof roundInput>;

/**
 * The lowest total of each grade (MODULES-RESEARCH §3.4): the school's own, set on the group's
 * settings screen (the group's settings gradeExcellent, gradeGood, gradePass); a total below the
 * pass mark fails.
 */
export const gradeBands = z.object({ excellent: z.number(), good: z.number(), pass: z.number() });
export type GradeBands = z.infer<typeof gradeBands>;

export const inspectionScore = z.object({
  id: z.string(),
  roundId: z.string(),
  roomId: z.string(),
  /** '' for a room's score; a student's id in a personal round. */
  studentId: z.string(),
  scores: z.record(z.string(), z.number()),
  veto: z.enum(VETOES).nullable(),
  total: z.number(),
  grade: z.enum(INSPECTION_GRADES),
  remark: z.string().nullable(),
  /** Photos taken in the room (readable by whoever may read the score). */
  photos: z.array(attachmentRef),
  inspector: z.string(),
  updatedAt: z.number(),
});
export type InspectionScore = z.infer<typeof inspectionScore>;

export const scoreInput = z.object({
  roundId: id,
  roomId: id,
  studentId: id.optional(),
  scores: z.record(
    z.string().max(32),
    z
      .number('validation.number')
      .int('validation.integer')
      .min(0, 'validation.min')
      .max(100, 'validation.max'),
  ),
  veto: z.enum(VETOES, 'validation.oneOf').nullable().optional(),
  remark: text(500),
  /** The photos the score keeps (uploaded by the inspector, or already on the score); at most 9. */
  photos: z
    .array(
      z.object({
        id: z.string('validation.required').regex(/^[\w-]{1,64}$/, 'validation.format'),
        name: z.string('validation.required').max(200, 'validation.maxLength'),
        size: z.number('validation.number').int('validation.integer').min(0, 'validation.min'),
        type: z.string('validation.required').max(100, 'validation.maxLength'),
      }),
      'validation.required',
    )
    .max(9, 'validation.maxRows')
    .optional(),
});
export type ScoreInput = z.output<typeof scoreInput>;

export const sheetRoom = z.object({
  id: z.string(),
  number: z.string(),
  floor: z.number(),
  occupants: z.array(z.object({ id: z.string(), name: z.string(), bedNumber: z.number() })),
  /** The room's score (room rounds) or each occupant's (personal rounds). */
  scores: z.array(inspectionScore),
});
export type SheetRoom = z.infer<typeof sheetRoom>;

export const inspectionSheet = z.object({
  round: inspectionRound,
  /** The school's grade bands, for the grade shown while scores are entered. */
  bands: gradeBands,
  buildings: z.array(z.object({ id: z.string(), name: z.string() })),
  buildingId: z.string().nullable(),
  rooms: z.array(sheetRoom),
});
export type InspectionSheet = z.infer<typeof inspectionSheet>;

export const roundScore = z.object({
  round: inspectionRound.pick({
    id: true,
    name: true,
    kind: true,
    startDate: true,
    endDate: true,
    items: true,
  }),
  score: inspectionScore,
  room: z.string(),
});
export type RoundScore = z.infer<typeof roundScore>;

export const studentDormRecord = z.object({
  student,
  place: bedPlace.nullable(),
  /** Published rounds only, newest first. */
  rooms: z.array(roundScore),
  personal: z.array(roundScore),
  discipline: z.array(disciplineRecord),
});
export type StudentDormRecord = z.infer<typeof studentDormRecord>;

/**
 * The discipline form in the caller's language, as the renderer reads it: each field whole (its
 * kind decides its other properties, which forms/schema.ts checks on deploy, not here).
 */
const localizedForm = z.object({
  key: z.string(),
  name: z.string(),
  fields: z.array(z.looseObject({ key: z.string(), type: z.string() })),
}) as unknown as z.ZodType<FormDefinition>;

const ssgl = endpointsOf({ service: 'ssgl', access: 'signedIn' });

export const dormEndpoints = {
  mine: ssgl.get('/dorm/mine', { reply: myDormitory }),
  freeBeds: ssgl.get('/dorm/freeBeds', { query: z.object({ buildingId: id.optional() }), reply: freeBeds }),
  occupancy: ssgl.get('/dorm/occupancy', { reply: occupancyOverview }),
  building: ssgl.get('/dorm/building', { query: z.object({ id }), reply: buildingRooms }),
  search: ssgl.get('/dorm/search', {
    query: z.object({
      q: z.string('validation.required').trim().min(1, 'validation.required').max(50, 'validation.maxLength'),
    }),
    reply: z.array(studentPlacement),
  }),
  assign: ssgl.post('/dorm/assign', { body: bedAssignBody, reply: studentPlacement }),
  free: ssgl.post('/dorm/free', { body: bedFreeBody, reply: studentPlacement }),

  /** The form is no secret: students read its category names on their own record. */
  disciplineForm: ssgl.get('/dorm/discipline/form', { reply: localizedForm }),
  disciplineList: ssgl.get('/dorm/discipline/list', {
    query: z.object({ q: text(50), roomId: id.optional() }),
    reply: z.array(disciplineRecord),
  }),
  discipline: ssgl.get('/dorm/discipline', { query: z.object({ id }), reply: disciplineRecord }),
  saveDiscipline: ssgl.post('/dorm/discipline/save', { body: disciplineInput, reply: disciplineRecord }),
  rounds: ssgl.get('/dorm/inspection/rounds', {
    query: z.object({ kind: kind.optional() }),
    reply: z.array(inspectionRound),
  }),
  saveRound: ssgl.post('/dorm/inspection/round/save', { body: roundInput, reply: inspectionRound }),
  publishRound: ssgl.post('/dorm/inspection/round/publish', {
    body: z.object({ id }),
    reply: inspectionRound,
  }),
  sheet: ssgl.get('/dorm/inspection/sheet', {
    query: z.object({ roundId: id, buildingId: id.optional() }),
    reply: inspectionSheet,
  }),
  saveScore: ssgl.post('/dorm/inspection/score', { body: scoreInput, reply: inspectionScore }),
  record: ssgl.get('/dorm/record', {
    query: z.object({ studentId: id.optional() }),
    reply: studentDormRecord,
  }),
};
