import { LANGUAGES, ModuleState, type Language } from '@campus/contract';
import type { UserInfo } from '@campus/contract/api/oauth2/context';
import { schoolTimeZone } from '../../core/school/time-zone.js';
import { AppError } from '../../http/errors.js';
import { textIn, textsOf } from '../../lib/localized-name.js';
import { memberRoles, userTenants, type Db } from './repo.js';

/**
 * The user context of IBPS-API.md §1: who the user is in the current tenant. `role` is the
 * platform's name for the list; `roles` the same list for readers of the wording.
 */
export async function userContext(
  db: Db,
  userId: string,
  tenantId: string,
  currentRoleId: string,
  lang: Language,
): Promise<UserInfo> {
  const user = await db
    .selectFrom('appUser')
    .select([
      'id',
      'account',
      'fullname',
      'isSuper',
      'photoId',
      'gender',
      'mobile',
      'email',
      'status',
      'mainTenantId',
      'language',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  const member = await db
    .selectFrom('tenantMember')
    .select(['kind', 'number', 'orgId', 'title', 'isTenantAdmin', 'status'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!user || !member) throw new AppError(ModuleState.USER_NOT_FOUND);

  const org = await db
    .selectFrom('org')
    .select(['id', 'name', 'type', 'path'])
    .where('id', '=', member.orgId)
    .executeTakeFirstOrThrow();
  const ancestors = await db
    .selectFrom('org')
    .select(['id', 'name', 'type'])
    .where('id', 'in', org.path.split('/').filter(Boolean))
    .execute();
  const orgPath = org.path
    .split('/')
    .filter(Boolean)
    .map((id) => ancestors.find((a) => a.id === id))
    .filter((a): a is NonNullable<typeof a> => Boolean(a));
  const positions = await db
    .selectFrom('memberPosition')
    .innerJoin('position', 'position.id', 'memberPosition.positionId')
    .select(['position.id', 'position.name', 'position.code'])
    .where('memberPosition.tenantId', '=', tenantId)
    .where('memberPosition.userId', '=', userId)
    .execute();
  // The app's roles by name in the reader's language, with every language it has (`names`) so a
  // screen can follow a language switch without asking again (issue 17 item 8).
  const roles = (await memberRoles(db, tenantId, userId)).map(({ names, ...role }) => ({
    ...role,
    name: textIn(names, role.name, lang),
    names: textsOf(names, role.name),
  }));
  const tenants = await userTenants(db, userId);
  const photo = user.photoId ? `/api/platform/v3/file/getImage?attachmentId=${user.photoId}` : null;
  const tenantOf = (t: (typeof tenants)[number]) => ({
    id: t.id,
    code: t.code,
    name: t.name,
    shortName: t.shortName,
  });
  const main = tenants.find((t) => t.id === user.mainTenantId) ?? tenants[0];

  return {
    user: {
      id: user.id,
      account: user.account,
      fullname: user.fullname,
      isSuper: user.isSuper,
      photo,
      gender: user.gender,
      mobile: user.mobile,
      email: user.email,
      language: (LANGUAGES as readonly string[]).includes(user.language ?? '')
        ? (user.language as Language)
        : null,
    },
    employee: {
      id: user.id,
      name: user.fullname,
      account: user.account,
      status: user.status,
      photo,
      kind: member.kind,
      number: member.number,
      title: member.title,
      gender: user.gender,
      mobile: user.mobile,
    },
    org: { id: org.id, name: org.name, type: org.type, path: orgPath },
    positions,
    role: roles,
    roles,
    currentRoleId,
    tenantId,
    mainTenant: main ? tenantOf(main) : null,
    tenants: tenants.map(tenantOf),
    isTenantAdmin: member.isTenantAdmin === 'Y',
    timeZone: await schoolTimeZone(db, tenantId),
  };
}
