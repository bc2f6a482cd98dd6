import { LoginState } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { randomSecret, sha256 } from '../../core/auth/secrets.js';
import { studyRefusal } from '../../core/auth/study-access.js';
import { AppError } from '../../http/errors.js';
import { countHit } from '../../http/rate-limit.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { afterFailure, gate } from './brute-force.js';
import { checkCaptcha } from './captcha.js';
import { decryptPassword } from './encryption.js';
import {
  clearFailure,
  findUserForSignIn,
  getFailure,
  insertGrant,
  saveFailure,
  userTenants,
  type UserRow,
} from './repo.js';

export interface PasswordAttempt {
  username: string;
  password: string;
  captcha?: string;
  requestId?: string;
  tenantId?: string;
}

export interface SignedInUser {
  user: UserRow;
  tenantId: string;
}

/** A hash to verify against when the account does not exist, so both cases cost the same. */
let decoyHash: Promise<string> | undefined;
const decoy = (cost: number) => (decoyHash ??= hashPassword(randomSecret(), cost));

/** The password as typed: decrypted when the client encrypts passwords. */
export async function plainPassword(request: FastifyRequest, password: string): Promise<string | undefined> {
  if (!request.server.config.auth.passwordEncryption) return password;
  return decryptPassword(request.server.database.db, password);
}

/**
 * Counts a password guess of the request's address, whichever route it came by (the code flow's
 * user/login/apply, the password grant, a password change): LOGIN_RATE_LIMIT a minute in all,
 * then 429 (state 6010104). Per account, the lockout policy counts too.
 */
export const countPasswordGuess = (request: FastifyRequest) =>
  countHit(request, 'password-guess', request.server.config.auth.rateLimitPerMinute, 60_000);

/**
 * Checks a username and password with the lockout policy. Unknown accounts and wrong passwords
 * answer alike (6020101) and count alike, so the replies never reveal which accounts exist.
 */
export async function checkPassword(
  request: FastifyRequest,
  attempt: PasswordAttempt,
): Promise<SignedInUser> {
  const { db } = request.server.database;
  const { auth, passwordHashCost } = request.server.config;
  await countPasswordGuess(request);
  const now = Date.now();
  const user = await findUserForSignIn(db, attempt.username, attempt.tenantId);
  const subject = user ? `u:${user.id}` : `n:${sha256(attempt.username.trim().toLowerCase())}`;
  const failure = await getFailure(db, subject);

  const state = gate(failure, auth, now);
  if (state === 'locked') throw new AppError(LoginState.LOCKED);
  if (state === 'captcha') {
    if (!attempt.captcha) throw new AppError(LoginState.CAPTCHA_REQUIRED);
    if (!(await checkCaptcha(db, attempt.requestId, attempt.captcha, now)))
      throw new AppError(LoginState.CAPTCHA_ERROR);
  }

  const password = await plainPassword(request, attempt.password);
  let matches = false;
  if (password !== undefined) {
    if (user) matches = await verifyPassword(password, user.passwordHash);
    else await verifyPassword(password, await decoy(passwordHashCost)); // same cost as a real check
  }
  if (!user || !matches) {
    const next = afterFailure(subject, failure, auth, now);
    await saveFailure(db, next.row);
    if (next.locked) throw new AppError(LoginState.LOCKED);
    const captchaNext = gate(next.row, auth, now) === 'captcha';
    throw new AppError(LoginState.WRONG_CREDENTIALS, { variables: captchaNext ? { captcha: true } : {} });
  }
  if (failure) await clearFailure(db, subject);
  return admit(request, user, attempt.tenantId);
}

/**
 * What every way of signing in checks once the person is known: account status, password
 * age, and the tenant to sign into (the requested one if it is theirs, else the main one).
 */
export async function admit(
  request: FastifyRequest,
  user: UserRow,
  requestedTenant?: string,
): Promise<SignedInUser> {
  const { db } = request.server.database;
  if (user.status === 'disabled') throw new AppError(LoginState.DISABLED);
  if (user.status === 'inactive') throw new AppError(LoginState.NOT_ACTIVATED);
  if (user.status === 'expired') throw new AppError(LoginState.USER_EXPIRED);

  const tenants = await userTenants(db, user.id);
  if (tenants.length === 0) throw new AppError(LoginState.NOT_ACTIVATED);
  const tenant =
    tenants.find((t) => t.id === requestedTenant) ??
    (requestedTenant ? undefined : (tenants.find((t) => t.id === user.mainTenantId) ?? tenants[0]));
  if (!tenant) throw new AppError(LoginState.UNKNOWN_DEPARTMENT);
  const studyRefused = studyRefusal(tenant, Date.now());
  if (studyRefused) throw new AppError(studyRefused);

  if (user.passwordExpiresAt !== null && user.passwordExpiresAt <= Date.now()) {
    // The client opens its reset route with these; the reset grant lets it set a new password.
    const resetGrant = randomSecret();
    const now = Date.now();
    await insertGrant(db, {
      hash: sha256(resetGrant),
      kind: 'reset',
      userId: user.id,
      tenantId: tenant.id,
      clientId: null,
      remember: 'N',
      expiresAt: now + 10 * 60 * 1000,
      usedAt: null,
      createdAt: now,
    });
    throw new AppError(LoginState.PASSWORD_EXPIRED, {
      variables: { username: user.account, userId: user.id, tenantid: tenant.id, loginState: resetGrant },
    });
  }
  return { user, tenantId: tenant.id };
}
