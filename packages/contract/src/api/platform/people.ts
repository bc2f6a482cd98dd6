import { z } from 'zod';

/** Pieces of people and orgs that several platform replies share (address book, selector). */

/** What an org is (org.type). */
export const orgType = z.enum(['school', 'college', 'major', 'class', 'office', 'department']);
export type OrgType = z.infer<typeof orgType>;

/** A member of a tenant is a student or staff. */
export const memberKind = z.enum(['student', 'staff']);

export const gender = z.enum(['male', 'female', 'unknown']);

/** An org named on the way down (a path) or pointed at. */
export const orgRef = z.object({ id: z.string(), name: z.string() });
export type OrgRef = z.infer<typeof orgRef>;
