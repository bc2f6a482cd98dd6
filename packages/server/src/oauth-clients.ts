import { z } from 'zod';

/**
 * The OAuth clients a deployment registers (issue 32; OAUTH_CLIENTS, docs/DEPLOY.md): each with
 * its id, a secret (none: a public client, such as a browser front end that cannot keep one), the
 * grants it may use and the addresses it may be sent back to after an authorize redirect.
 */

/** Grants a registered client may be given (client_credentials belongs to a school's sync clients). */
export const OAUTH_GRANTS = ['authorization_code', 'password_credentials', 'refresh_token'] as const;
export type OAuthGrant = (typeof OAUTH_GRANTS)[number];

export interface OAuthClient {
  id: string;
  /** null: a public client; the secret is then neither asked for nor checked. */
  secret: string | null;
  grants: OAuthGrant[];
  redirectUris: string[];
}

const clientSchema = z.object({
  id: z.string().regex(/^[\w.-]{1,100}$/, 'id: 1 to 100 letters, digits, "_", "-" or "."'),
  secret: z.string().min(8, 'secret: at least 8 characters').max(200).nullable().default(null),
  grants: z
    .array(z.enum(OAUTH_GRANTS))
    .min(1)
    .default([...OAUTH_GRANTS]),
  redirectUris: z.array(z.url('redirectUris: each an absolute URL')).default([]),
});

/** The platform's stock client (IBPS-API.md §1 names `ibps`), public: its front end keeps no secret. */
export const DEFAULT_OAUTH_CLIENTS: OAuthClient[] = [
  { id: 'ibps', secret: null, grants: [...OAUTH_GRANTS], redirectUris: [] },
];

/** OAUTH_CLIENTS: a JSON array of clients; the first mistake is named (`1.secret: ...`). */
export const oauthClientsSchema = z.string().transform((text, ctx): OAuthClient[] => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a JSON array of {id, secret?, grants?, redirectUris?}',
    });
    return z.NEVER;
  }
  const parsed = z.array(clientSchema).max(50).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || 'list'}: ${issue.message}` });
    return z.NEVER;
  }
  const ids = parsed.data.map((client) => client.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) {
    ctx.addIssue({ code: 'custom', message: `client ${twice} is listed twice` });
    return z.NEVER;
  }
  return parsed.data;
});
