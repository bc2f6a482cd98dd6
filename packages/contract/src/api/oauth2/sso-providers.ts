import { z } from 'zod';
import { ssoProviderInputSchema } from '../../sso-settings.js';
import { endpointsOf } from '../endpoints-of.js';

/**
 * A school's single sign-on providers, for its administrator (issue 15): listed, saved, removed.
 * Secrets are write-only: a reply only says whether one is stored (`hasSecret`).
 */

/** Server-registered check (oauth2 sso/provider.routes.ts): the tenant's admins, or a super user. */
export const SSO_ADMIN_RELATION = 'oauth2TenantAdmin';

/** The stored settings of each kind, as sso-settings.ts's schemas read them back (defaults filled). */
const accountCreation = { autoCreate: z.boolean(), nameAttribute: z.string() };
const settingsOf = {
  cas: z.object({
    serverUrl: z.string(),
    version: z.enum(['2.0', '3.0']),
    accountAttribute: z.string(),
    ...accountCreation,
  }),
  oidc: z.object({
    issuer: z.string(),
    clientId: z.string(),
    scope: z.string(),
    accountClaim: z.string(),
    ...accountCreation,
  }),
  wecom: z.object({ apiBase: z.string(), corpId: z.string(), agentId: z.string() }),
  dingtalk: z.object({ apiBase: z.string(), corpId: z.string(), appKey: z.string() }),
  feishu: z.object({ apiBase: z.string(), authorizeBase: z.string(), appId: z.string() }),
  wechat: z.object({
    appId: z.string(),
    scope: z.enum(['snsapi_base', 'snsapi_userinfo']),
    authorizeBase: z.string(),
    apiBase: z.string(),
  }),
  cxapp: z.object({
    appId: z.string(),
    apiBase: z.string(),
    accountAttribute: z.string(),
    ...accountCreation,
  }),
};

const viewBase = {
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  sort: z.number(),
  hasSecret: z.boolean(),
  updatedAt: z.number(),
};

/**
 * A provider as the tenant's admin sees it. One branch per kind, told apart by `kind`, so the
 * reply's serializer writes each kind's own settings.
 */
const ssoProviderAdminView = z.discriminatedUnion('kind', [
  z.object({ ...viewBase, kind: z.literal('cas'), settings: settingsOf.cas }),
  z.object({ ...viewBase, kind: z.literal('oidc'), settings: settingsOf.oidc }),
  z.object({ ...viewBase, kind: z.literal('wecom'), settings: settingsOf.wecom }),
  z.object({ ...viewBase, kind: z.literal('dingtalk'), settings: settingsOf.dingtalk }),
  z.object({ ...viewBase, kind: z.literal('feishu'), settings: settingsOf.feishu }),
  z.object({ ...viewBase, kind: z.literal('wechat'), settings: settingsOf.wechat }),
  z.object({ ...viewBase, kind: z.literal('cxapp'), settings: settingsOf.cxapp }),
]);
export type SsoProviderAdminView = z.infer<typeof ssoProviderAdminView>;

const oauth2 = endpointsOf({ service: 'oauth2', access: { relation: SSO_ADMIN_RELATION } });

export const ssoProviderEndpoints = {
  query: oauth2.post('/sso/provider/query', { reply: z.array(ssoProviderAdminView) }),
  /** One provider of each kind per school; absent `secret` keeps the stored one, '' clears it. */
  save: oauth2.post('/sso/provider/save', { body: ssoProviderInputSchema, reply: ssoProviderAdminView }),
  remove: oauth2.post('/sso/provider/remove', {
    query: z.object({ id: z.string().min(1).max(32) }),
    reply: z.boolean(),
  }),
};
