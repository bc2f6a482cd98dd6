import { InternalState, LoginState, ModuleState, translate } from '@campus/contract';
import { accountEndpoints as accounts, type SmsPurpose } from '@campus/contract/api/oauth2/account';
import type { FastifyInstance } from 'fastify';
import { pinyin } from 'pinyin-pro';
import { sha256 } from '../../core/auth/secrets.js';
import { revokeUserTokens } from '../../core/auth/tokens.js';
import { mount } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { createCaptcha } from './captcha.js';
import { newPassword, passwordExpiry } from './new-password.js';
import { countPasswordGuess, plainPassword } from './credentials.js';
import { serverKeyPair } from './encryption.js';
import {
  accountTaken,
  clearFailure,
  consumeGrant,
  findUserById,
  findUserByMobile,
  insertRegisteredUser,
  mobileTaken,
  openTenants,
  roleByCode,
  tenantRoot,
  updatePassword,
} from './repo.js';
import { tenantToRegisterWith } from './registration-tenant.js';
import { logOutboxSender, sendSmsCode, verifySmsCode } from './sms.js';
import { signInLimit } from '../../http/rate-limit.js';

/**
 * Captcha, registration, SMS codes, password reset and change, and the encryption setting;
 * mounted from their declarations (contract api/oauth2/account.ts).
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { auth } = app.config;
  const limited = signInLimit(app.config);
  const sms = logOutboxSender(db, app.log);

  mount(
    app,
    accounts.captcha,
    async ({ query }) => {
      const captcha = await createCaptcha(db, query.requestId);
      return ok(captcha.image, { requestId: captcha.requestId });
    },
    { config: limited },
  );

  mount(app, accounts.encryption, async () => {
    if (!auth.passwordEncryption) return ok({ encrypt: false, encryptName: 'none', publicKey: null });
    const { publicKeySpki } = await serverKeyPair(db);
    return ok({ encrypt: true, encryptName: 'RSA-OAEP-256', publicKey: publicKeySpki });
  });

  mount(app, accounts.registrationOpen, async () => ok(auth.registrationOpen));

  mount(app, accounts.tenantMode, async () => {
    // data: tenant mode is on (several schools); the schools one may register with ride along.
    const tenants = await openTenants(db);
    return ok(tenants.length > 1, { tenants });
  });

  const sendSms = async (input: { mobile: string; purpose: SmsPurpose }) => {
    const exists = await mobileTaken(db, input.mobile);
    // Always the same answer, whether or not the number has an account (no enumeration):
    // a code is only actually sent where it can be used.
    const usable = input.purpose === 'register' ? !exists : exists;
    if (usable) await sendSmsCode(db, sms, input.mobile, input.purpose);
    return ok(true);
  };
  const smsLimit = {
    rateLimit: { max: Math.max(1, Math.ceil(auth.rateLimitPerMinute / 3)), timeWindow: '1 minute' },
  };
  mount(app, accounts.sendSmsByQuery, ({ query }) => sendSms(query), { config: smsLimit });
  mount(app, accounts.sendSms, ({ body }) => sendSms(body), { config: smsLimit });

  mount(
    app,
    accounts.register,
    async ({ body, request }) => {
      if (!auth.registrationOpen) throw new AppError(ModuleState.REGISTRATION_CLOSED);
      const account = body.account.toLowerCase();
      const tenantId = tenantToRegisterWith(body.tenantId, await openTenants(db));
      const password = await newPassword(request, body.password);
      if (await accountTaken(db, account)) throw new AppError(ModuleState.ACCOUNT_EXISTS);
      if (await mobileTaken(db, body.mobile)) throw new AppError(ModuleState.MOBILE_EXISTS);
      await verifySmsCode(db, body.mobile, 'register', body.smsCode);
      // A new account is a student of the school itself, in no class and no college, until
      // staff place it: it sees staff only in the address book (docs/PRIVACY.md, row 2).
      const root = await tenantRoot(db, tenantId);
      const role = await roleByCode(db, tenantId, 'student');
      if (!root || !role) throw new AppError(ModuleState.TENANT_NOT_FOUND);
      const passwordHash = await hashPassword(password, app.config.passwordHashCost);
      const now = Date.now();
      const userId = await db.transaction().execute((trx) =>
        insertRegisteredUser(trx, {
          account,
          passwordHash,
          fullname: body.fullname,
          pinyin: pinyin(body.fullname, { pattern: 'first', toneType: 'none', type: 'array' })
            .join('')
            .toLowerCase(),
          mobile: body.mobile,
          email: body.email ?? null,
          tenantId,
          orgId: root.id,
          roleId: role.id,
          now,
        }),
      );
      return ok({ uid: userId, account });
    },
    { config: limited },
  );

  mount(
    app,
    accounts.resetPassword,
    async ({ body, request }) => {
      const now = Date.now();
      let userId: string | undefined;
      if (body.loginState) {
        userId = (await consumeGrant(db, sha256(body.loginState), 'reset', now))?.userId;
        if (!userId) throw new AppError(LoginState.WRONG_CREDENTIALS, { cause: 'loginState' });
      } else {
        await verifySmsCode(db, body.mobile!, 'reset', body.smsCode!);
        userId = (await findUserByMobile(db, body.mobile!))?.id;
        if (!userId) throw new AppError(ModuleState.SMS_CODE_ERROR);
      }
      const password = await newPassword(request, body.password);
      await updatePassword(
        db,
        userId,
        await hashPassword(password, app.config.passwordHashCost),
        now,
        passwordExpiry(request, now),
      );
      await revokeUserTokens(db, userId, 'password_changed');
      await clearFailure(db, `u:${userId}`);
      return { ...ok(true), message: translate(request.lang, 'auth.passwordUpdated') };
    },
    { config: limited },
  );

  mount(app, accounts.changePassword, async ({ me, body, request }) => {
    await countPasswordGuess(request);
    const user = await findUserById(db, me.userId);
    const old = await plainPassword(request, body.oldPassword);
    if (!user || old === undefined || !(await verifyPassword(old, user.passwordHash))) {
      throw new AppError(ModuleState.OLD_PASSWORD_WRONG);
    }
    const password = await newPassword(request, body.newPassword);
    const repeat = await plainPassword(request, body.repeatPassword);
    if (repeat !== password) {
      throw new AppError(InternalState.BAD_REQUEST, {
        key: 'validation.passwordMismatch',
        variables: {
          fields: [
            { field: 'repeatPassword', message: translate(request.lang, 'validation.passwordMismatch') },
          ],
        },
      });
    }
    const now = Date.now();
    await updatePassword(
      db,
      me.userId,
      await hashPassword(password, app.config.passwordHashCost),
      now,
      passwordExpiry(request, now),
    );
    // Other devices must sign in again; this session stays.
    await db
      .updateTable('authToken')
      .set({ revokedAt: now, revokeReason: 'password_changed' })
      .where('userId', '=', me.userId)
      .where('familyId', '<>', me.familyId)
      .where('revokedAt', 'is', null)
      .execute();
    return { ...ok(true), message: translate(request.lang, 'auth.passwordUpdated') };
  });
}
