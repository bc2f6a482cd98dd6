import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formData, idList, opinion, recordId } from './inputs.js';

/** The message of the first problem zod reports, or 'ok'. */
function verdict(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error.issues[0]?.message;
}

describe('the shared input pieces', () => {
  it('take a record id of 1 to 32 letters, digits, _ or -', () => {
    expect(verdict(recordId, '1234567890123456789')).toBe('ok');
    expect(verdict(recordId, 'cap_ab-CD')).toBe('ok');
    expect(verdict(recordId, undefined)).toBe('validation.required');
    expect(verdict(recordId, '')).toBe('validation.format');
    expect(verdict(recordId, 'a'.repeat(33))).toBe('validation.format');
    expect(verdict(recordId, 'a b')).toBe('validation.format');
  });

  it('read an id list from a comma-joined string or an array, 1 to 100 ids', () => {
    expect(idList.parse(' 1, 2,,3 ')).toEqual(['1', '2', '3']);
    expect(idList.parse(['4', ' 5 '])).toEqual(['4', '5']);
    expect(verdict(idList, ',')).toBe('validation.required');
    expect(
      verdict(
        idList,
        Array.from({ length: 101 }, (_, i) => String(i)),
      ),
    ).toBe('validation.max');
    expect(verdict(idList, 'ok,not ok')).toBe('validation.format');
  });

  it('take an opinion of at most 2000 characters, or none', () => {
    expect(verdict(opinion, undefined)).toBe('ok');
    expect(verdict(opinion, 'x'.repeat(2000))).toBe('ok');
    expect(verdict(opinion, 'x'.repeat(2001))).toBe('validation.maxLength');
  });

  it('read form values from a JSON object string or an object', () => {
    expect(formData.parse('{"a":1}')).toEqual({ a: 1 });
    expect(formData.parse({ b: 2 })).toEqual({ b: 2 });
    expect(formData.parse('')).toBeUndefined();
    expect(formData.parse(undefined)).toBeUndefined();
    expect(verdict(formData, '[1]')).toBe('bpm.formNotObject');
    expect(verdict(formData, 'not json')).toBe('bpm.formNotObject');
    expect(verdict(formData, 'x'.repeat(200_001))).toBe('validation.maxLength');
  });
});
