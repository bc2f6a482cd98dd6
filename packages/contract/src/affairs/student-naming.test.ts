import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { studentNaming } from './student-naming.js';

describe('studentNaming', () => {
  const row = z.object({ studentId: z.string(), ...studentNaming });

  it('names a student by name, number and class, in that order after the id', () => {
    const parsed = row.parse({ studentId: 's1', name: '李华', number: '2022001', className: '软件2201' });
    expect(Object.keys(parsed)).toEqual(['studentId', 'name', 'number', 'className']);
  });

  it('refuses a row without the class', () => {
    expect(row.safeParse({ studentId: 's1', name: '李华', number: '2022001' }).success).toBe(false);
  });
});
