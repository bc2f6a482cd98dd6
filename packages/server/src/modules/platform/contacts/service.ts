import { ModuleState, type ListQuery } from '@campus/contract';
import {
  CONTACT_KEYWORD_PARAMETER,
  type ContactCard,
  type OrgLevel,
} from '@campus/contract/api/platform/contacts';
import type { Person } from '@campus/contract/api/platform/lookups';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { takeParameter } from '../shared/list.js';
import * as repo from './repo.js';
import { viewerScope } from './scope.js';

const orgNotFound = () => new AppError(ModuleState.ORG_NOT_FOUND);

/** The address book (issue 6): org drill-down, members, search and the contact card. */
export function createContactService(db: repo.Db) {
  const scopeOf = (auth: AuthContext) => viewerScope(db, auth);

  return {
    /** An org (the school when none is named), the way down to it, and its non-empty children. */
    async children(auth: AuthContext, orgId: string | undefined): Promise<OrgLevel> {
      const org = await repo.findOrg(db, auth.tenantId, orgId);
      if (!org) throw orgNotFound();
      const pathIds = org.path.split('/').filter(Boolean);
      const [ancestors, children] = await Promise.all([
        repo.orgsByIds(db, auth.tenantId, pathIds),
        repo.childOrgs(db, auth.tenantId, org.id, await scopeOf(auth)),
      ]);
      const byId = new Map(ancestors.map((o) => [o.id, o]));
      return {
        org: { id: org.id, name: org.name, type: org.type },
        path: pathIds.map((id) => byId.get(id)!).map(({ id, name }) => ({ id, name })),
        children,
      };
    },

    /** The people whose own org is this one (those of child orgs are found by drilling down). */
    async members(auth: AuthContext, orgId: string, query: ListQuery) {
      if (!(await repo.findOrg(db, auth.tenantId, orgId))) throw orgNotFound();
      return repo.orgMembers(db, auth.tenantId, await scopeOf(auth), orgId, query);
    },

    async search(auth: AuthContext, query: ListQuery) {
      const { value, rest } = takeParameter(query, CONTACT_KEYWORD_PARAMETER);
      return repo.searchMembers(db, auth.tenantId, await scopeOf(auth), value, rest);
    },

    async card(auth: AuthContext, userId: string): Promise<ContactCard> {
      const contact = await repo.findContact(db, auth.tenantId, await scopeOf(auth), userId);
      if (!contact) throw new AppError(ModuleState.USER_NOT_FOUND);
      const { orgPath, ...rest } = contact;
      const pathIds = orgPath.split('/').filter(Boolean);
      const [orgs, positions] = await Promise.all([
        repo.orgsByIds(db, auth.tenantId, pathIds),
        repo.positionNames(db, auth.tenantId, userId),
      ]);
      const byId = new Map(orgs.map((o) => [o.id, o]));
      return {
        ...rest,
        orgPath: pathIds.map((id) => byId.get(id)!).map(({ id, name }) => ({ id, name })),
        positions,
      };
    },

    /**
     * The card with the user fields the platform's stock client reads (issue 32: user/get,
     * employee/get, user/getByAccount): the same privacy rule, so an invisible person is as
     * unknown as a missing one.
     */
    async person(auth: AuthContext, userId: string): Promise<Person> {
      const card = await this.card(auth, userId);
      const account = await repo.visibleAccount(db, auth.tenantId, await scopeOf(auth), userId);
      if (account === undefined) throw new AppError(ModuleState.USER_NOT_FOUND);
      return { ...card, account, fullname: card.name };
    },

    async personByAccount(auth: AuthContext, account: string): Promise<Person> {
      const userId = await repo.visibleUserIdByAccount(db, auth.tenantId, await scopeOf(auth), account);
      if (!userId) throw new AppError(ModuleState.USER_NOT_FOUND);
      return this.person(auth, userId);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
