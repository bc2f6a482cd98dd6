import { describe, expect, it } from 'vitest';
import { activeStudents, activeStudentsWithCollege, tenantStudents } from './student-query.js';
import { compileOnlyDb as db } from './test-helpers.js';

describe('the students query', () => {
  it("keeps to the tenant's students, joined with their account and class", () => {
    const { sql, parameters } = tenantStudents(db, 't1').select('u.id').compile();
    expect(sql).toContain('inner join "app_user" as "u" on "u"."id" = "m"."user_id"');
    expect(sql).toContain('inner join "org" as "o" on "o"."id" = "m"."org_id"');
    expect(parameters).toEqual(['t1', 'student']);
  });

  it('keeps the active ones only, and adds the college on demand', () => {
    expect(activeStudents(db, 't1').select('u.id').compile().parameters).toEqual(['t1', 'student', 'active']);
    const { sql } = activeStudentsWithCollege(db, 't1').select('c.name').compile();
    expect(sql).toContain('left join "org" as "c" on "c"."tenant_id" = "o"."tenant_id" and "c"."type" = ?');
    expect(sql).toContain('o.path like c.path');
  });
});
