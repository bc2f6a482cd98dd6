import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../list.js';
import { endpointsOf } from '../endpoints-of.js';
import { recordId } from '../inputs.js';
import { listReplyOf } from '../list-reply.js';
import { ASSIGNED_DUTIES, ORG_UNIT_TYPES, STUDY_STATUSES } from './directory-rules.js';
import { gender, memberKind, orgRef } from '../platform/people.js';

/**
 * The school's directory as its administrator keeps it (issue 28): people, the organisation tree,
 * classes and their counsellors, roles and their holders, and the dormitories (read only). Every
 * endpoint is the tenant administrator's (relation `directoryAdmin`); the school is always the
 * caller's, and every write lands in the change log with its values before and after.
 */

export const studyStatus = z.enum(STUDY_STATUSES);
export const orgUnitType = z.enum(ORG_UNIT_TYPES, 'validation.oneOf');
export const assignedDuty = z.enum(ASSIGNED_DUTIES, 'validation.oneOf');

/** The most people one duty holds in one unit. */
export const DUTY_HOLDERS_MAX = 10;
/** The largest page of a directory list. */
export const DIRECTORY_PAGE_MAX = 100;

const pageNo = z.coerce
  .number('validation.number')
  .int('validation.integer')
  .min(1, 'validation.min')
  .max(10_000, 'validation.max')
  .default(DEFAULT_PAGE);
const limit = z.coerce
  .number('validation.number')
  .int('validation.integer')
  .min(1, 'validation.min')
  .max(DIRECTORY_PAGE_MAX, 'validation.max')
  .default(DEFAULT_LIMIT);
const keyword = z.string().trim().max(50, 'validation.maxLength').optional();

/** The counts the administration home shows beside each section. */
export const directorySummary = z.object({
  students: z.number(),
  staff: z.number(),
  orgUnits: z.number(),
  classes: z.number(),
  roles: z.number(),
  beds: z.number(),
  /** Students suspended, withdrawn or graduated (the student status screen's concern). */
  notEnrolled: z.number(),
  imports: z.number(),
  changes: z.number(),
  /** Sync clients not revoked. */
  syncClients: z.number(),
  /** The terms the school calendar keeps. */
  terms: z.number(),
});
export type DirectorySummary = z.infer<typeof directorySummary>;

/** A person in the directory list: phone masked (the whole number only on nobody's list). */
export const personRow = z.object({
  userId: z.string(),
  name: z.string(),
  /** What they sign in with: the chain designer names a person by it (`user:<account>`). */
  account: z.string(),
  number: z.string(),
  kind: memberKind,
  gender,
  orgId: z.string(),
  orgName: z.string(),
  studyStatus: studyStatus.nullable(),
  status: z.enum(['active', 'left']),
  mobile: z.string().nullable(),
});
export type PersonRow = z.infer<typeof personRow>;

export const personRole = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** One person's page: their place, who counsels them, what they hold. */
export const personDetail = personRow.extend({
  /** The ID number, masked (first and last character). */
  idNumber: z.string().nullable(),
  title: z.string().nullable(),
  enrolmentYear: z.number().nullable(),
  graduationYear: z.number().nullable(),
  /** From the school down to the person's own unit. */
  orgPath: z.array(orgRef),
  counsellors: z.array(orgRef),
  roles: z.array(personRole),
  /** The units this person holds a duty for (a staff member's classes or college). */
  duties: z.array(z.object({ orgId: z.string(), orgName: z.string(), duty: z.string() })),
});
export type PersonDetail = z.infer<typeof personDetail>;

/** One unit of the tree, flat (the screen nests it by parentId). */
export const orgNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  type: z.string(),
  code: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  /** People whose own unit this is. */
  members: z.number(),
});
export type OrgNode = z.infer<typeof orgNode>;

const code = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(32, 'validation.maxLength')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.format');
const unitName = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.maxLength');

/** A new unit (no id) or a renamed one (id; its type and place stay). */
export const orgSave = z.object({
  id: recordId.optional(),
  parentId: recordId.optional(),
  type: orgUnitType,
  code,
  name: unitName,
  /** A class's or major's cohort year. */
  grade: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'validation.format')
    .optional(),
});
export type OrgSave = z.input<typeof orgSave>;

/** A class with its place, counsellors and size. */
export const classRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  major: orgRef.nullable(),
  college: orgRef.nullable(),
  counsellors: z.array(orgRef),
  students: z.number(),
});
export type ClassRow = z.infer<typeof classRow>;

/** The holders of a duty in a unit, replaced as a whole (none: the duty is vacant). */
export const dutySave = z.object({
  orgId: recordId,
  duty: assignedDuty,
  userIds: z.array(recordId).max(DUTY_HOLDERS_MAX, 'validation.maxCount'),
});
export type DutySave = z.input<typeof dutySave>;

export const dutyHolders = z.object({ orgId: z.string(), duty: z.string(), holders: z.array(orgRef) });
export type DutyHolders = z.infer<typeof dutyHolders>;

export const roleRow = z.object({ id: z.string(), code: z.string(), name: z.string(), members: z.number() });
export type RoleRow = z.infer<typeof roleRow>;

export const roleMember = z.object({
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  kind: memberKind,
  orgName: z.string(),
});
export type RoleMember = z.infer<typeof roleMember>;

export const roleGrant = z.object({ roleId: recordId, userId: recordId });
export type RoleGrant = z.input<typeof roleGrant>;

export const buildingRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sex: z.string(),
  floors: z.number(),
  rooms: z.number(),
  beds: z.number(),
  occupied: z.number(),
});
export type BuildingRow = z.infer<typeof buildingRow>;

export const roomRow = z.object({
  id: z.string(),
  number: z.string(),
  floor: z.number(),
  sex: z.string(),
  capacity: z.number(),
  occupied: z.number(),
  beds: z.array(z.object({ code: z.string(), taken: z.boolean(), reserved: z.boolean() })),
});
export type RoomRow = z.infer<typeof roomRow>;

const platform = endpointsOf({ service: 'platform', access: { relation: 'directoryAdmin' } });

export const directoryEndpoints = {
  summary: platform.get('/admin/summary', { reply: directorySummary }),
  /**
   * People, a page at a time. Filters (`Q^column^OP`): keyword^SL (name or number), kind^S,
   * college^S (an org id above the person), orgId^S (their class or department), studyStatus^S.
   */
  people: platform.list('/admin/people/query', personRow),
  person: platform.get('/admin/people/get', { query: z.object({ userId: recordId }), reply: personDetail }),
  orgTree: platform.get('/admin/org/tree', { reply: z.array(orgNode) }),
  orgSave: platform.post('/admin/org/save', { body: orgSave, reply: orgNode, idempotent: true }),
  /** Classes, a page at a time. Filters: keyword^SL (name or code), college^S, grade^S. */
  classes: platform.list('/admin/classes/query', classRow),
  duty: platform.get('/admin/duties/get', {
    query: z.object({ orgId: recordId, duty: assignedDuty }),
    reply: dutyHolders,
  }),
  dutySave: platform.post('/admin/duties/save', { body: dutySave, reply: dutyHolders }),
  roles: platform.get('/admin/roles/query', { reply: z.array(roleRow) }),
  roleMembers: platform.get('/admin/roles/members', {
    query: z.object({ roleId: recordId, keyword, pageNo, limit }),
    reply: listReplyOf(roleMember),
  }),
  roleGrant: platform.post('/admin/roles/grant', { body: roleGrant, reply: roleRow }),
  roleRevoke: platform.post('/admin/roles/revoke', { body: roleGrant, reply: roleRow }),
  buildings: platform.get('/admin/dorms/buildings', { reply: z.array(buildingRow) }),
  rooms: platform.get('/admin/dorms/rooms', {
    query: z.object({ buildingId: recordId }),
    reply: z.array(roomRow),
  }),
};
