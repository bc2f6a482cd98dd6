import { describe, expect, it } from 'vitest';
import { academicYearOf, isAcademicYear, previousAcademicYear, yearOfStudy } from './years.js';

describe('academic years', () => {
  it('runs from September to August', () => {
    expect(academicYearOf('2026-09-01')).toBe('2026-2027');
    expect(academicYearOf('2026-08-31')).toBe('2025-2026');
    expect(academicYearOf('2026-11-24')).toBe('2026-2027');
    expect(previousAcademicYear('2026-2027')).toBe('2025-2026');
  });

  it('counts years of study from the grade', () => {
    expect(yearOfStudy('2024', '2025-2026')).toBe(2);
    expect(yearOfStudy('2025', '2025-2026')).toBe(1);
    expect(yearOfStudy(null, '2025-2026')).toBeNull();
    expect(yearOfStudy('2024', '2025-2027')).toBeNull();
  });

  it('accepts only consecutive years', () => {
    expect(isAcademicYear('2025-2026')).toBe(true);
    expect(isAcademicYear('2025-2027')).toBe(false);
    expect(isAcademicYear('2025')).toBe(false);
  });
});
