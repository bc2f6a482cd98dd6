import {
  casSettingsSchema,
  cxappSettingsSchema,
  dingtalkSettingsSchema,
  feishuSettingsSchema,
  LoginState,
  oidcSettingsSchema,
  wechatSettingsSchema,
  wecomSettingsSchema,
  type SsoKind,
  type SsoProviderAdminView,
  type SsoProviderPublic,
} from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../http/errors.js';
import { enabledProviders, providerById, type ProviderRow } from './repo.js';

const SETTINGS = {
  cas: casSettingsSchema,
  oidc: oidcSettingsSchema,
  wecom: wecomSettingsSchema,
  dingtalk: dingtalkSettingsSchema,
  feishu: feishuSettingsSchema,
  wechat: wechatSettingsSchema,
  cxapp: cxappSettingsSchema,
} as const satisfies Record<SsoKind, z.ZodType>;

export type SettingsOf<K extends SsoKind> = z.infer<(typeof SETTINGS)[K]>;

/** A provider's stored settings, read back through the schema of its kind. */
export function settingsOf<K extends SsoKind>(row: Pick<ProviderRow, 'settings'>, kind: K): SettingsOf<K> {
  return SETTINGS[kind].parse(JSON.parse(row.settings)) as SettingsOf<K>;
}

export const casSettingsOf = (row: Pick<ProviderRow, 'settings'>) => settingsOf(row, 'cas');
export const oidcSettingsOf = (row: Pick<ProviderRow, 'settings'>) => settingsOf(row, 'oidc');

/** What the login screen may know of a provider's settings (nothing secret). */
function publicSettings(row: Pick<ProviderRow, 'kind' | 'settings'>): Partial<SsoProviderPublic> {
  switch (row.kind) {
    case 'cas':
      return { loginUrl: settingsOf(row, 'cas').serverUrl };
    case 'wecom': {
      const { corpId, agentId } = settingsOf(row, 'wecom');
      return { corpId, agentId };
    }
    case 'dingtalk': {
      const { corpId, appKey } = settingsOf(row, 'dingtalk');
      return { corpId, appKey };
    }
    case 'feishu': {
      const { appId, authorizeBase } = settingsOf(row, 'feishu');
      return { appId, authorizeBase };
    }
    case 'wechat': {
      const { appId, authorizeBase, scope } = settingsOf(row, 'wechat');
      return { appId, authorizeBase, scope };
    }
    case 'cxapp':
      return { appId: settingsOf(row, 'cxapp').appId };
    default:
      return {};
  }
}

export function adminView(row: ProviderRow): SsoProviderAdminView {
  // The settings are read by the schema of the row's own kind: the pair is one branch of the view.
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    enabled: row.enabled === 'Y',
    sort: row.sort,
    settings: settingsOf(row, row.kind),
    hasSecret: Boolean(row.secret),
    updatedAt: row.updatedAt,
  } as SsoProviderAdminView;
}

/** What the login screen may know: the button, and for CAS where the browser signs in. */
export async function publicProviders(request: FastifyRequest): Promise<SsoProviderPublic[]> {
  // Without PUBLIC_URL no round trip can come back: offer nothing rather than a button that fails.
  if (request.server.config.publicOrigins.length === 0) return [];
  const rows = await enabledProviders(request.server.database.db);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    ...publicSettings(row),
  }));
}

/** The provider a sign-in names, if it is of that kind and turned on; else "not turned on". */
export async function enabledProvider(
  request: FastifyRequest,
  id: string | null | undefined,
  kind: ProviderRow['kind'],
): Promise<ProviderRow> {
  const row = id ? await providerById(request.server.database.db, id) : undefined;
  if (!row || row.kind !== kind || row.enabled !== 'Y')
    throw new AppError(LoginState.GRANT_TYPE_NOT_SUPPORTED, { key: 'sso.providerOff' });
  return row;
}

/** The one enabled provider of a kind, or the one named (several schools may offer the kind). */
export async function providerFor(
  request: FastifyRequest,
  kind: ProviderRow['kind'],
  id: string | undefined,
): Promise<ProviderRow> {
  if (id) return enabledProvider(request, id, kind);
  const candidates = (await enabledProviders(request.server.database.db)).filter((row) => row.kind === kind);
  if (candidates.length !== 1)
    throw new AppError(LoginState.GRANT_TYPE_NOT_SUPPORTED, { key: 'sso.providerOff' });
  return enabledProvider(request, candidates[0]!.id, kind);
}
