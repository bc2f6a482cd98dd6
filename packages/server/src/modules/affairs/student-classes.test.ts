import { describe, expect, it } from 'vitest';
import { activeStudentsInClasses, studentsInClasses } from './student-query.js';
import { compileOnlyDb as db } from './test-helpers.js';

describe('the students-in-classes query', () => {
  it("keeps to the tenant's student memberships, joined with their class only", () => {
    const { sql, parameters } = studentsInClasses(db, 't1').select('o.path').compile();
    expect(sql).toContain('inner join "org" as "o" on "o"."id" = "m"."org_id"');
    expect(sql).not.toContain('app_user');
    expect(parameters).toEqual(['t1', 'student']);
  });

  it('keeps the active memberships on demand', () => {
    expect(activeStudentsInClasses(db, 't1').select('o.path').compile().parameters).toEqual([
      't1',
      'student',
      'active',
    ]);
  });
});
