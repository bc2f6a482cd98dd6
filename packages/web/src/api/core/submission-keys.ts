/**
 * The Idempotency-Key of each user submission (docs/API.md): the server keeps the reply of a
 * create request under its key and replays it to a repeat, so a double tap, a retry after a
 * lost reply or a replay after a token refresh creates one request, one upload, one account.
 * A submission is one body to one route: its repeats within SUBMISSION_WINDOW_MS carry the same
 * key, and a changed body (the user edited the form) is a new submission with a new key. A body
 * that cannot be compared (a multipart upload) names its submission: the picked file.
 */
export const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 128 random bits as hex: crypto.randomUUID needs a secure context, which an intranet http:// is not. */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKeys {
  /** The key for sending `data` to `route` now; `identity` names the submission instead of the body. */
  keyFor(route: string, data: unknown, identity?: object): string;
}

export function createSubmissionKeys(now: () => number = Date.now, newKey = randomKey): SubmissionKeys {
  const byBody = new Map<string, { key: string; at: number }>();
  const byIdentity = new WeakMap<object, string>();
  return {
    keyFor(route, data, identity) {
      if (identity) {
        let key = byIdentity.get(identity);
        if (!key) byIdentity.set(identity, (key = newKey()));
        return key;
      }
      if (typeof FormData !== 'undefined' && data instanceof FormData) return newKey();
      const at = now();
      for (const [id, entry] of byBody) if (at - entry.at > SUBMISSION_WINDOW_MS) byBody.delete(id);
      const id = `${route}\n${JSON.stringify(data ?? null)}`;
      let entry = byBody.get(id);
      if (!entry) byBody.set(id, (entry = { key: newKey(), at }));
      return entry.key;
    },
  };
}
