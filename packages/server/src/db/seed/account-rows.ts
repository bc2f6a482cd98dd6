import type { Insertable } from 'kysely';
import type { AppUserTable, TenantMemberTable } from '../schema.js';

/**
 * The rows of a demo person (the seeded world, a group's extra accounts, the bench's volume): one
 * way to write an account and a membership, so every generated person looks alike to sign-in and
 * the address book.
 */

/** Who the account is; the rest (no photo, active, the password set now and never expiring) is the demo's. */
export type DemoPerson = Pick<
  Insertable<AppUserTable>,
  'id' | 'account' | 'passwordHash' | 'fullname' | 'pinyin' | 'mobile' | 'email' | 'gender'
> & { isSuper?: AppUserTable['isSuper'] };

/** An account whose home is `tenantId`, created at `at`. */
export function demoAccountRow(person: DemoPerson, tenantId: string, at: number): Insertable<AppUserTable> {
  return {
    ...person,
    photoId: null,
    isSuper: person.isSuper ?? 'N',
    status: 'actived',
    passwordChangedAt: at,
    passwordExpiresAt: null,
    mainTenantId: tenantId,
    createdAt: at,
    updatedAt: at,
  };
}

/** What places the member in the school; active, and no school administrator unless said. */
export type DemoMembership = Pick<
  TenantMemberTable,
  'tenantId' | 'userId' | 'kind' | 'number' | 'orgId' | 'title'
> & { isTenantAdmin?: TenantMemberTable['isTenantAdmin'] };

/** A membership of a school, created at `at`. */
export function demoMembershipRow(member: DemoMembership, at: number): Insertable<TenantMemberTable> {
  return {
    ...member,
    isTenantAdmin: member.isTenantAdmin ?? 'N',
    status: 'active',
    studyStatus: member.kind === 'student' ? 'enrolled' : null,
    createdAt: at,
  };
}
