import { describe, expect, it } from 'vitest';
import { studentYearRequests } from './student-requests.js';
import { compileOnlyDb as db } from './test-helpers.js';

describe("a student's requests of a year", () => {
  it('joins each request with its instance, for the one student and year of the tenant', () => {
    const { sql, parameters } = studentYearRequests(db, 't1', 's1', '2025-2026')
      .select('r.instanceId')
      .compile();
    expect(sql).toContain('inner join "bpm_instance" as "i" on "i"."id" = "r"."instance_id"');
    expect(sql).toContain('"r"."tenant_id" = ? and "r"."student_id" = ? and "r"."academic_year" = ?');
    expect(parameters).toEqual(['t1', 's1', '2025-2026']);
  });
});
