import { describe, expect, it } from 'vitest';
import { rowsByInstance } from './instance-rows.js';
import { compileOnlyDb as db } from './test-helpers.js';

describe("a group's rows by instance", () => {
  it('reads nothing for no instances', async () => {
    expect(await rowsByInstance(db, 'dormRequest', [])).toEqual(new Map());
  });

  it('keys what the table holds for the instances by instance id', async () => {
    // The compile-only database answers every statement with no rows.
    expect(await rowsByInstance(db, 'studentInfoChange', [{ id: 'i1' }])).toEqual(new Map());
  });
});
