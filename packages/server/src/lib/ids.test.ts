import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('makes unique, time-ordered 18-19 digit strings', () => {
    const ids = Array.from({ length: 20000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{18,19}$/);
    const asBig = ids.map(BigInt);
    for (let i = 1; i < asBig.length; i++) expect(asBig[i]! > asBig[i - 1]!).toBe(true);
  });
});
