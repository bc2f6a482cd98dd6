import { createPublicKey, verify } from 'node:crypto';

/**
 * rsaToken sign-in (SPEC §4.1 step 1): a school portal that already knows the user hands the app
 * a short-lived token it signed with its RSA private key. Format:
 *   base64url(JSON payload) "." base64url(RSA-SHA256 signature over the first part)
 * Payload: { account, exp (epoch seconds), jti (unique id), tenant? (tenant code) }.
 * The server holds only the portal's public key (RSA_TOKEN_PUBLIC_KEY).
 */
export interface RsaTokenClaims {
  account: string;
  exp: number;
  jti: string;
  tenant?: string;
}

/** Tokens valid for longer than this are refused: the portal must mint them just in time. */
const MAX_LIFETIME_S = 600;

export function verifyRsaToken(
  token: string,
  publicKeyPem: string,
  nowMs: number,
): RsaTokenClaims | undefined {
  const [payloadPart, signaturePart, extra] = token.split('.');
  if (!payloadPart || !signaturePart || extra !== undefined) return undefined;
  let key;
  try {
    key = createPublicKey(publicKeyPem);
  } catch {
    return undefined;
  }
  const signed = verify('sha256', Buffer.from(payloadPart), key, Buffer.from(signaturePart, 'base64url'));
  if (!signed) return undefined;
  let claims: Partial<RsaTokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Partial<RsaTokenClaims>;
  } catch {
    return undefined;
  }
  const now = Math.floor(nowMs / 1000);
  if (typeof claims.account !== 'string' || !claims.account) return undefined;
  if (typeof claims.jti !== 'string' || !claims.jti || claims.jti.length > 200) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + MAX_LIFETIME_S)
    return undefined;
  if (claims.tenant !== undefined && typeof claims.tenant !== 'string') return undefined;
  return claims as RsaTokenClaims;
}
