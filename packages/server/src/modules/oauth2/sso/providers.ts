import {
  casSettingsSchema,
  oidcSettingsSchema,
  wecomSettingsSchema,
  type CasSettings,
  type OidcSettings,
  type WecomSettings,
  type SsoProviderAdminView,
  type SsoProviderPublic,
} from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/errors.js';
import { LoginState } from '@campus/contract';
import { enabledProviders, providerById, type ProviderRow } from './repo.js';

/** A provider's stored settings, read back through the schema of its kind. */
export function casSettingsOf(row: Pick<ProviderRow, 'settings'>): CasSettings {
  return casSettingsSchema.parse(JSON.parse(row.settings));
}

export function oidcSettingsOf(row: Pick<ProviderRow, 'settings'>): OidcSettings {
  return oidcSettingsSchema.parse(JSON.parse(row.settings));
}

export function wecomSettingsOf(row: Pick<ProviderRow, 'settings'>): WecomSettings {
  return wecomSettingsSchema.parse(JSON.parse(row.settings));
}

function settingsOf(row: Pick<ProviderRow, 'kind' | 'settings'>): CasSettings | OidcSettings | WecomSettings {
  if (row.kind === 'cas') return casSettingsOf(row);
  return row.kind === 'oidc' ? oidcSettingsOf(row) : wecomSettingsOf(row);
}

/** What the login screen may know of a provider's settings (nothing secret). */
function publicSettings(row: Pick<ProviderRow, 'kind' | 'settings'>) {
  if (row.kind === 'cas') return { loginUrl: casSettingsOf(row).serverUrl };
  if (row.kind === 'wecom') {
    const { corpId, agentId } = wecomSettingsOf(row);
    return { corpId, agentId };
  }
  return {};
}

export function adminView(row: ProviderRow): SsoProviderAdminView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    enabled: row.enabled === 'Y',
    sort: row.sort,
    settings: settingsOf(row),
    hasSecret: Boolean(row.secret),
    updatedAt: row.updatedAt,
  };
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
