import { randomInt } from 'node:crypto';
import { ModuleState } from '@campus/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sha256 } from '../../core/auth/secrets.js';
import { lockName } from '../../db/lock.js';
import { AppError } from '../../http/errors.js';
import {
  countSmsAttempt,
  countSmsSince,
  insertOutbox,
  insertSmsCode,
  lastSmsCode,
  useSmsCode,
  type Db,
} from './repo.js';

/** How a text reaches a phone. Schools plug in their SMS gateway here. */
export interface SmsSender {
  send(mobile: string, content: string): Promise<void>;
}

/** The default sender: writes the text to the log and to the sms_outbox table (tests read it). */
export function logOutboxSender(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, content) {
      log.info({ mobile, content }, 'SMS (log sender)');
      await insertOutbox(db, mobile, content, Date.now());
    },
  };
}

export type SmsPurpose = 'login' | 'register' | 'reset' | 'activate';

const CODE_TTL_MS = 5 * 60 * 1000;
const RESEND_AFTER_MS = 60 * 1000;
/** Codes one mobile may be sent, whatever the purpose and whichever instance sends (counted in sms_code). */
export const HOURLY_LIMIT = 5;
export const DAILY_LIMIT = 10;
const MAX_ATTEMPTS = 5;

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册',
  reset: '重置密码',
  activate: '激活账号',
};

export async function sendSmsCode(
  db: Db,
  sender: SmsSender,
  mobile: string,
  purpose: SmsPurpose,
  now = Date.now(),
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Sends for one mobile take turns (on PostgreSQL across instances), so the caps hold under a burst.
  await db.transaction().execute(async (trx) => {
    await lockName(trx, `sms:${mobile}`);
    await admitSend(trx, mobile, purpose, now);
    await insertSmsCode(trx, {
      mobile,
      purpose,
      codeHash: sha256(`${mobile}:${code}`),
      expiresAt: now + CODE_TTL_MS,
      now,
    });
  });
  await sender.send(
    mobile,
    `【校园学工】您的${PURPOSE_TEXT[purpose]}验证码是 ${code}，5分钟内有效。如非本人操作请忽略。`,
  );
}

/** Once a minute per purpose, HOURLY_LIMIT an hour and DAILY_LIMIT a day per mobile; else 6040108. */
async function admitSend(db: Db, mobile: string, purpose: SmsPurpose, now: number) {
  const last = await lastSmsCode(db, mobile, purpose);
  if (last && now - last.createdAt < RESEND_AFTER_MS) {
    throw new AppError(ModuleState.SMS_TOO_FREQUENT, {
      variables: { retryAfterSeconds: Math.ceil((RESEND_AFTER_MS - (now - last.createdAt)) / 1000) },
    });
  }
  if (
    (await countSmsSince(db, mobile, now - 3600 * 1000)) >= HOURLY_LIMIT ||
    (await countSmsSince(db, mobile, now - 24 * 3600 * 1000)) >= DAILY_LIMIT
  ) {
    throw new AppError(ModuleState.SMS_TOO_FREQUENT);
  }
}

/** Uses the latest code for the mobile and purpose; wrong, expired, used or over-tried -> 6040104. */
export async function verifySmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
  now = Date.now(),
) {
  const row = await lastSmsCode(db, mobile, purpose);
  const fail = () => new AppError(ModuleState.SMS_CODE_ERROR);
  if (!row || row.usedAt !== null || row.expiresAt <= now || row.attempts >= MAX_ATTEMPTS) throw fail();
  if (row.codeHash !== sha256(`${mobile}:${code.trim()}`)) {
    await countSmsAttempt(db, row.id);
    throw fail();
  }
  if (!(await useSmsCode(db, row.id, now))) throw fail();
}
