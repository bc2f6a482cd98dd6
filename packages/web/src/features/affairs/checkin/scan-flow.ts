import type { CheckinResult } from '@campus/contract';
import { RequestError } from '../../../api/core/request-error';

/** Whether a refusal names this field (the server lists the fields at fault in variables.fields). */
export function refusedField(error: unknown, field: string): boolean {
  if (!(error instanceof RequestError)) return false;
  const fields = error.reply?.variables?.fields;
  return Array.isArray(fields) && fields.some((f: { field?: string }) => f.field === field);
}

/** The device's position, or null when it is unavailable or refused (10 s at most). */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
    ),
  );
}

/**
 * Sends a scanned code; when the point asks for the location (the refusal names `latitude` and
 * none was sent), asks the device once and sends it again.
 */
export async function submitScan(
  code: string,
  send: (input: { code: string; latitude?: number; longitude?: number }) => Promise<CheckinResult>,
  onLocating: () => void,
): Promise<CheckinResult> {
  try {
    return await send({ code });
  } catch (error) {
    if (!refusedField(error, 'latitude')) throw error;
    onLocating();
    const position = await currentPosition();
    if (!position) throw error;
    return send({ code, ...position });
  }
}
