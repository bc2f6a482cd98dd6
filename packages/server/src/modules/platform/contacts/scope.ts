import { dutyOrgPaths } from '../../../core/org/duties.js';
import type { AuthContext } from '../../../http/auth.js';
import { contactScope, type ContactScope } from './privacy.js';
import * as repo from './repo.js';

/** The caller's address-book scope (privacy.ts): what every address-book query, and a photo, applies. */
export async function viewerScope(db: repo.Db, auth: AuthContext): Promise<ContactScope> {
  const [own, dutyPaths] = await Promise.all([
    repo.viewerOrg(db, auth.tenantId, auth.orgId),
    dutyOrgPaths(db, auth.tenantId, auth.userId),
  ]);
  return contactScope({
    kind: auth.kind,
    orgPath: own!.path, // the auth hook only lets in members whose org exists
    orgType: own!.type,
    dutyOrgPaths: dutyPaths,
    roles: auth.roles,
    isTenantAdmin: auth.isTenantAdmin || auth.isSuper,
  });
}
