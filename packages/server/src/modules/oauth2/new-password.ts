import { LoginState, ModuleState, newPasswordSchema } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { hashPassword } from '../../lib/password.js';
import { plainPassword } from './credentials.js';

/**
 * A password someone chooses (registration, reset, change, activation): decrypted when the client
 * encrypts passwords, then held to the strength rules (6040107 when too weak).
 */
export async function newPassword(request: FastifyRequest, value: string): Promise<string> {
  const plain = await plainPassword(request, value);
  if (plain === undefined) throw new AppError(LoginState.WRONG_CREDENTIALS);
  if (!newPasswordSchema.safeParse(plain).success) throw new AppError(ModuleState.PASSWORD_TOO_WEAK);
  return plain;
}

/** When a password chosen now expires: PASSWORD_MAX_AGE_DAYS on, else never. */
export function passwordExpiry(request: FastifyRequest, now: number): number | null {
  const days = request.server.config.auth.passwordMaxAgeDays;
  return days > 0 ? now + days * 24 * 3600 * 1000 : null;
}

/** A chosen password as it is stored: its hash, and when it expires. */
export async function storedPassword(request: FastifyRequest, password: string, now: number) {
  return {
    hash: await hashPassword(password, request.server.config.passwordHashCost),
    expiresAt: passwordExpiry(request, now),
  };
}
