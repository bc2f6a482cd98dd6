import { LoginState, ModuleState, translate } from '@campus/contract';
import { activationEndpoints as activation } from '@campus/contract/api/oauth2/activation';
import type { FastifyInstance } from 'fastify';
import {
  activateAccount,
  findActivationCandidate,
  maskedMobile,
  type ActivationCandidate,
} from '../../core/auth/activation.js';
import { sha256 } from '../../core/auth/secrets.js';
import { mount } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { signInLimit } from '../../http/rate-limit.js';
import { ok } from '../../http/reply.js';
import { afterFailure, gate } from './brute-force.js';
import { newPassword, storedPassword } from './new-password.js';
import { clearFailure, getFailure, saveFailure } from './repo.js';
import { logOutboxSender, sendSmsCode, verifySmsCode } from './sms.js';

/**
 * Activating an imported account (contract api/oauth2/activation.ts): the number and ID digits,
 * an SMS code to the phone on record, a first password. Rate limited per address like sign-in,
 * and per number like a password: wrong ID digits count towards the account lockout, so they
 * cannot be guessed from many addresses either.
 */
export async function activationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const sms = logOutboxSender(db, app.log);
  const limited = { config: signInLimit(app.config) };

  /** The person, once their ID digits are right; wrong digits count against the number. */
  async function identify(input: {
    number: string;
    idTail: string;
    tenantId?: string;
  }): Promise<ActivationCandidate & { mobile: string }> {
    const now = Date.now();
    const subject = `a:${sha256(input.number.toLowerCase())}`;
    const failure = await getFailure(db, subject);
    if (gate(failure, app.config.auth, now) === 'locked') throw new AppError(LoginState.LOCKED);
    let candidate: ActivationCandidate;
    try {
      candidate = await findActivationCandidate(db, input);
    } catch (error) {
      if (error instanceof AppError && error.state === ModuleState.ACTIVATION_NO_MATCH) {
        const next = afterFailure(subject, failure, app.config.auth, now);
        await saveFailure(db, next.row);
        if (next.locked) throw new AppError(LoginState.LOCKED);
      }
      throw error;
    }
    if (failure) await clearFailure(db, subject);
    if (candidate.status !== 'inactive') throw new AppError(ModuleState.ALREADY_ACTIVE);
    if (!candidate.mobile) throw new AppError(ModuleState.ACTIVATION_ASK_SCHOOL);
    return { ...candidate, mobile: candidate.mobile };
  }

  mount(
    app,
    activation.sendCode,
    async ({ body }) => {
      const person = await identify(body);
      await sendSmsCode(db, sms, person.mobile, 'activate');
      return ok({ mobile: maskedMobile(person.mobile) });
    },
    limited,
  );

  mount(
    app,
    activation.activate,
    async ({ body, request }) => {
      const person = await identify(body);
      // The password first: a weak one must not use up the code.
      const password = await newPassword(request, body.password);
      await verifySmsCode(db, person.mobile, 'activate', body.smsCode);
      const now = Date.now();
      await activateAccount(db, person.userId, await storedPassword(request, password, now), now);
      return { ...ok(true), message: translate(request.lang, 'auth.activated') };
    },
    limited,
  );
}
