import { z } from 'zod';

/**
 * Single sign-on providers (issue 15): what a school admin configures per tenant, what the login
 * screen is told about them (never a secret), and the query parameters of the CAS round trip
 * (SPEC §4.1 step 3) that the web client writes and the server reads.
 */

export const SSO_KINDS = ['cas', 'oidc'] as const;
export type SsoKind = (typeof SSO_KINDS)[number];

/** The service URL's parameters: the provider, and the wanted path hex-encoded (SPEC §4.1 step 3). */
export const SSO_PROVIDER_PARAM = 'sso';
export const SSO_TARGET_PARAM = 'target';
export const CAS_TICKET_PARAM = 'ticket';

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

/** A CAS attribute or OIDC claim name; empty means "the protocol's user name" (cas:user, sub). */
const attributeName = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]*$/, 'letters, digits, _ . : - only');

/** Who may be made an account on first sign-in: nobody unless the school says so. */
const accountCreation = {
  /** Make an account (a student at the school root) for an unknown user instead of refusing. */
  autoCreate: z.boolean().default(false),
  /** Where the full name of a new account comes from; empty: the account itself. */
  nameAttribute: attributeName.default(''),
};

export const casSettingsSchema = z.object({
  /** The CAS server's base, e.g. https://cas.school.edu.cn/cas (login, serviceValidate hang off it). */
  serverUrl: httpUrl,
  /** 2.0: /serviceValidate (user only); 3.0: /p3/serviceValidate (user and attributes). */
  version: z.enum(['2.0', '3.0']).default('3.0'),
  /** The attribute holding our account; empty: the CAS user name. */
  accountAttribute: attributeName.default(''),
  ...accountCreation,
});
export type CasSettings = z.infer<typeof casSettingsSchema>;

export const oidcSettingsSchema = z.object({
  /** The issuer; its /.well-known/openid-configuration is read. */
  issuer: httpUrl,
  clientId: z.string().trim().min(1).max(200),
  /** Space-separated scopes; openid is always asked for. */
  scope: z.string().trim().max(300).default('openid profile'),
  /** The claim holding our account (e.g. preferred_username); empty: sub. */
  accountClaim: attributeName.default('preferred_username'),
  ...accountCreation,
});
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

const providerBase = {
  /** Empty: a new provider. */
  id: z.string().max(32).optional(),
  name: z.string().trim().min(1).max(50),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(999).default(0),
};

/**
 * What an admin saves. `secret` is write-only: absent keeps the stored one, '' clears it; replies
 * only ever say whether one is stored (`hasSecret`).
 */
export const ssoProviderInputSchema = z.discriminatedUnion('kind', [
  z.object({ ...providerBase, kind: z.literal('cas'), settings: casSettingsSchema }),
  z.object({
    ...providerBase,
    kind: z.literal('oidc'),
    settings: oidcSettingsSchema,
    secret: z.string().max(500).optional(),
  }),
]);
export type SsoProviderInput = z.input<typeof ssoProviderInputSchema>;

/** A provider as the tenant's admin sees it. */
export interface SsoProviderAdminView {
  id: string;
  kind: SsoKind;
  name: string;
  enabled: boolean;
  sort: number;
  settings: CasSettings | OidcSettings;
  hasSecret: boolean;
  updatedAt: number;
}

/** A provider as the login screen sees it: enough to offer it and start the round trip. */
export interface SsoProviderPublic {
  id: string;
  kind: SsoKind;
  name: string;
  tenantId: string;
  tenantName: string;
  /** CAS: the server's base, where the browser goes to sign in. */
  loginUrl?: string;
}

/** The CAS ticket sign-in body of SPEC §3 (pgtUrl and casServerUrl are accepted, never trusted). */
export interface CasLoginBody {
  ticket: string;
  serviceUrl: string;
  casServerUrl?: string;
  pgtUrl?: string;
}

/** '/my/index?x=1' -> '2f6d792f...': the wanted path survives the trip through the CAS server intact. */
export function hexEncode(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The inverse of hexEncode; undefined for anything that is not whole hex bytes of UTF-8. */
export function hexDecode(hex: string): string | undefined {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
