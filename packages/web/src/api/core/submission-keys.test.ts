import { describe, expect, it } from 'vitest';
import { clientWith, envelope, json } from './test-helpers';
import { createSubmissionKeys, IDEMPOTENCY_HEADER, randomKey, SUBMISSION_WINDOW_MS } from './submission-keys';

/** One Idempotency-Key per user submission: a repeat of the same body reuses it, a change gets a new one. */
describe('submission keys', () => {
  it('reuse the key for the same body to the same route, and not for another body or route', () => {
    let clock = 0;
    const keys = createSubmissionKeys(() => clock);
    const a = keys.keyFor('lxgl/affairs/leave/apply', { data: { days: 1 } });
    expect(keys.keyFor('lxgl/affairs/leave/apply', { data: { days: 1 } })).toBe(a);
    expect(keys.keyFor('lxgl/affairs/leave/apply', { data: { days: 2 } })).not.toBe(a);
    expect(keys.keyFor('business/bpm/instance/start', { data: { days: 1 } })).not.toBe(a);
    clock += SUBMISSION_WINDOW_MS + 1;
    expect(keys.keyFor('lxgl/affairs/leave/apply', { data: { days: 1 } })).not.toBe(a);
  });

  it('give an upload the key of its picked file, whatever the multipart body', () => {
    const keys = createSubmissionKeys();
    const file = new Blob(['x']);
    const form = (blob: Blob) => {
      const data = new FormData();
      data.append('file', blob, 'a.txt');
      return data;
    };
    const upload = (blob: Blob) => keys.keyFor('platform/file/upload', form(blob), blob);
    expect(upload(file)).toBe(upload(file));
    expect(upload(new Blob(['x']))).not.toBe(upload(file));
  });

  it('are 128 random bits in hex (no secure context needed)', () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(randomKey());
  });

  it('travel in the header of create requests only, the same on a double tap', async () => {
    const { client, received } = clientWith(() => json(envelope(200, { proInstId: '1' })));
    const apply = { method: 'POST', service: 'lxgl', url: '/affairs/leave/apply', idempotent: true } as const;
    await Promise.all([
      client.request({ ...apply, data: { data: { days: 1 } } }),
      client.request({ ...apply, data: { data: { days: 1 } } }),
    ]);
    await client.request({ ...apply, data: { data: { days: 3 } } });
    await client.request({ method: 'POST', service: 'lxgl', url: '/affairs/leave/mine', data: {} });
    const sent = received.map((r) => r.headers[IDEMPOTENCY_HEADER]);
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
    expect(sent[3]).toBeUndefined();
  });
});
