import { describe, expect, it } from 'vitest';
import { ok, refused } from './test-helpers.js';

describe('the group tests’ reply helpers', () => {
  it('ok gives the data of a successful reply and fails on any other state', async () => {
    await expect(ok<number>(Promise.resolve({ state: 200, message: 'OK', data: 7 }))).resolves.toBe(7);
    await expect(ok(Promise.resolve({ state: 403, message: 'No', data: null }))).rejects.toThrow(/No/);
  });

  it('refused gives the refusal back and fails on a success or other words', async () => {
    const no = { state: 403, message: 'Not in your charge', data: null };
    await expect(refused(Promise.resolve(no), /charge/)).resolves.toBe(no);
    await expect(refused(Promise.resolve(no), /tenant/)).rejects.toThrow();
    await expect(refused(Promise.resolve({ ...no, state: 200 }), /charge/)).rejects.toThrow();
  });
});
