import { HttpState, LoginState, type SsoSmsBindBody } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { randomSecret, sha256 } from '../../../core/auth/secrets.js';
import { AppError } from '../../../http/errors.js';
import { findUserById, findUserByMobile } from '../repo.js';
import { verifySmsCode } from '../sms.js';
import { MessengerError, type MessengerIdentity } from './messenger-api.js';
import { refusalMeaning } from './messenger-refusals.js';
import {
  bindingOf,
  insertBinding,
  insertPendingBinding,
  pendingBinding,
  providerById,
  tenantName,
  usePendingBinding,
  type ProviderRow,
} from './repo.js';
import { isMember, issueSession } from './sign-in.js';

const PENDING_TTL_MS = 10 * 60 * 1000;

/**
 * Asks a provider's API; an unreachable or refused address, or the API's refusal, becomes a clear
 * reply in the person's language, never a 500.
 */
export async function askProvider<T>(request: FastifyRequest, provider: ProviderRow, ask: () => Promise<T>) {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof MessengerError)) throw error;
    if (error.errcode === 'ADDRESS_REFUSED') {
      request.log.warn({ provider: provider.id, host: error.errmsg }, 'sign-in provider address refused');
      throw new AppError(HttpState.BAD_GATEWAY, {
        key: 'sso.addressRefused',
        params: { host: error.errmsg },
        httpStatus: 200,
      });
    }
    const meaning = refusalMeaning(provider.kind, error.errcode);
    if (error.errcode === 'UNREACHABLE' || meaning === 'sso.serverUnreachable') {
      request.log.warn({ provider: provider.id, detail: error.errmsg }, 'sign-in provider API unreachable');
      throw new AppError(HttpState.GATEWAY_TIMEOUT, { key: 'sso.serverUnreachable', httpStatus: 200 });
    }
    const code = String(error.errcode);
    if (meaning)
      throw new AppError(LoginState.ILLEGAL_TOKEN, {
        key: meaning,
        params: { messenger: provider.name, code },
      });
    throw new AppError(LoginState.ILLEGAL_TOKEN, {
      key: 'sso.ticketRejected',
      params: { code, description: error.errmsg.slice(0, 200) },
    });
  }
}

async function schoolOf(request: FastifyRequest, provider: ProviderRow) {
  return (await tenantName(request.server.database.db, provider.tenantId))?.name ?? provider.tenantId;
}

async function bind(request: FastifyRequest, provider: ProviderRow, subject: string, userId: string) {
  await insertBinding(request.server.database.db, {
    providerId: provider.id,
    subject,
    userId,
    tenantId: provider.tenantId,
    createdAt: Date.now(),
  });
}

/**
 * Signs in the person a messenger vouched for: by their binding, else by the mobile the messenger
 * verified when an account of the school holds it (bound then). Otherwise the reply refuses and
 * carries `variables.binding`, with which an SMS code to the person's mobile binds (bindBySms).
 */
export async function signInBound(request: FastifyRequest, provider: ProviderRow, person: MessengerIdentity) {
  const { db } = request.server.database;
  const subject = person.subject;
  if (!subject)
    throw new AppError(LoginState.UNKNOWN_ACCOUNT, {
      key: 'sso.messengerOutsider',
      params: { school: await schoolOf(request, provider), messenger: provider.name },
    });

  const bound = await bindingOf(db, provider.id, subject);
  const user = bound ? await findUserById(db, bound.userId) : undefined;
  if (user && (await isMember(request, provider, user.id))) return issueSession(request, provider, user);
  if (!bound && person.mobile) {
    // The messenger verified this number: the school's account holding it is the person's.
    const holder = await findUserByMobile(db, person.mobile);
    if (holder && (await isMember(request, provider, holder.id))) {
      await bind(request, provider, subject, holder.id);
      return issueSession(request, provider, holder);
    }
  }
  const binding = randomSecret(24);
  const now = Date.now();
  await insertPendingBinding(db, {
    hash: sha256(binding),
    providerId: provider.id,
    subject,
    expiresAt: now + PENDING_TTL_MS,
    createdAt: now,
  });
  throw new AppError(LoginState.UNKNOWN_ACCOUNT, {
    key: 'sso.messengerUnbound',
    params: { school: await schoolOf(request, provider), messenger: provider.name },
    variables: { binding, providerId: provider.id, messenger: provider.kind },
  });
}

/**
 * Binds a waiting messenger identity to the account holding a mobile, proven by the SMS code sent
 * to it (purpose login, the existing mechanism), and signs in. The pending identity works once.
 */
export async function bindBySms(request: FastifyRequest, body: SsoSmsBindBody) {
  const { db } = request.server.database;
  const hash = sha256(body.binding);
  const pending = await pendingBinding(db, hash, Date.now());
  const provider = pending ? await providerById(db, pending.providerId) : undefined;
  if (!pending || !provider || provider.enabled !== 'Y')
    throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.stateInvalid' });
  await verifySmsCode(db, body.mobile, 'login', body.smsCode);
  const holder = await findUserByMobile(db, body.mobile);
  if (!holder || !(await isMember(request, provider, holder.id)))
    throw new AppError(LoginState.UNKNOWN_ACCOUNT, {
      key: 'sso.mobileNotHere',
      params: { school: await schoolOf(request, provider) },
    });
  if (!(await usePendingBinding(db, hash, Date.now())))
    throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.stateInvalid' });
  await bind(request, provider, pending.subject, holder.id);
  return issueSession(request, provider, holder);
}
