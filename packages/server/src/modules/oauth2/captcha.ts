import { CAPTCHA_LENGTH } from '@campus/contract';
import svgCaptcha from 'svg-captcha';
import { randomSecret, sha256 } from '../../core/auth/secrets.js';
import { insertCaptcha, takeCaptcha, type Db } from './repo.js';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** A 4-digit captcha drawn as SVG; the answer is kept hashed, bound to its request id. */
export async function createCaptcha(db: Db, requestedId: string | undefined, now = Date.now()) {
  const requestId = requestedId && /^[\w-]{8,64}$/.test(requestedId) ? requestedId : randomSecret(16);
  const captcha = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: '0123456789',
    noise: 2,
    color: true,
    width: 120,
    height: 40,
    background: '#f2f5fa',
  });
  await insertCaptcha(db, requestId, sha256(`${requestId}:${captcha.text}`), now + CAPTCHA_TTL_MS, now);
  return {
    requestId,
    image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    /** Only for tests and the log-only SMS-like development mode; never sent to clients. */
    answer: captcha.text,
  };
}

/** True when the answer matches; a captcha is used up by any attempt. */
export async function checkCaptcha(
  db: Db,
  requestId: string | undefined,
  answer: string | undefined,
  now = Date.now(),
) {
  if (!requestId || !answer) return false;
  const row = await takeCaptcha(db, requestId);
  return Boolean(row && row.expiresAt > now && row.answerHash === sha256(`${requestId}:${answer.trim()}`));
}
