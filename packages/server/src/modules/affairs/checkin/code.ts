import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKIN_SLOT_MS } from '@campus/contract';

/**
 * The signed codes of check-in: a point's code (kind 'p', shown by staff) and a student's own code
 * (kind 's', shown by the student), each for one 30-second slot:
 *   CK.<kind>.<tenant id>.<point or student id>.<slot>.<signature>
 * The signature is HMAC-SHA256 with the school's secret over everything before it (base64url,
 * 128 bits), so a code cannot be made without the secret nor moved to another point, person,
 * school or slot. Pure: the caller brings the secret and the time.
 */
export type CodeKind = 'p' | 's';

export interface ParsedCode {
  kind: CodeKind;
  tenantId: string;
  subjectId: string;
  slot: number;
  signature: string;
}

export const slotOf = (at: number) => Math.floor(at / CHECKIN_SLOT_MS);

const signed = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22);

const bodyOf = (code: Omit<ParsedCode, 'signature'>) =>
  `CK.${code.kind}.${code.tenantId}.${code.subjectId}.${code.slot}`;

export function signCode(secret: string, code: Omit<ParsedCode, 'signature'>): string {
  const body = bodyOf(code);
  return `${body}.${signed(secret, body)}`;
}

const ID = /^[0-9A-Za-z_-]{1,32}$/;

/** The code's parts, or null when it is not a check-in code at all. */
export function parseCode(text: string): ParsedCode | null {
  const parts = text.trim().split('.');
  if (parts.length !== 6 || parts[0] !== 'CK') return null;
  const [, kind, tenantId, subjectId, slot, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if ((kind !== 'p' && kind !== 's') || !ID.test(tenantId) || !ID.test(subjectId) || !/^\d{1,12}$/.test(slot))
    return null;
  return { kind, tenantId, subjectId, slot: Number(slot), signature };
}

/** How many digits a typed code has: short enough to type from a screen across a room. */
export const TYPED_DIGITS = 6;
export const TYPED_CODE = /^\d{6}$/;

/**
 * The code to type for a point in a slot (shown under its QR code): six digits of an HMAC with
 * the school's secret over the point and the slot, so it changes with the QR code and cannot be
 * worked out without the secret; a wrong guess is one of a million, and the scan route's rate
 * limit keeps guessing far slower than the slot turns.
 */
export function typedCode(secret: string, tenantId: string, pointId: string, slot: number): string {
  const digest = createHmac('sha256', secret).update(`CT.${tenantId}.${pointId}.${slot}`).digest();
  return String(digest.readUInt32BE(0) % 10 ** TYPED_DIGITS).padStart(TYPED_DIGITS, '0');
}

/** Whether `typed` is the point's code of the slot `now` or of the one before (read just before it changed). */
export function typedMatches(secret: string, tenantId: string, pointId: string, typed: string, now: number) {
  const current = slotOf(now);
  return [current, current - 1].some((slot) => {
    const expected = Buffer.from(typedCode(secret, tenantId, pointId, slot));
    return timingSafeEqual(expected, Buffer.from(typed.padEnd(expected.length).slice(0, expected.length)));
  });
}

export function verifySignature(secret: string, code: ParsedCode): boolean {
  const expected = Buffer.from(signed(secret, bodyOf(code)));
  const given = Buffer.from(code.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Fresh: the slot now or the one before (a code read just before it changed). */
export function slotState(code: ParsedCode, now: number): 'fresh' | 'expired' | 'future' {
  const current = slotOf(now);
  if (code.slot > current) return 'future';
  return code.slot >= current - 1 ? 'fresh' : 'expired';
}

/** Metres between two WGS-84 points (haversine). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}
