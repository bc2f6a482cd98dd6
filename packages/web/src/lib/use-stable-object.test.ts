import type * as React from 'react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useStableObject } from './use-stable-object';

// Outside a render React's useMemo cannot run: this one computes at once and records its dependencies.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  useMemo: vi.fn((compute: () => unknown) => compute()),
}));

describe('useStableObject', () => {
  it('memoises the object on each of its values, in key order', () => {
    const submit = () => undefined;
    const fields = { submit, errors: {}, restored: false };
    expect(useStableObject(fields)).toBe(fields);
    expect(vi.mocked(useMemo)).toHaveBeenCalledWith(expect.any(Function), [submit, fields.errors, false]);
  });
});
