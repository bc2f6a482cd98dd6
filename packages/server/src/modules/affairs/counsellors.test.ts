import { describe, expect, it } from 'vitest';
import { studentsOfCounsellors } from './counsellors.js';
import { compileOnlyDb as db } from './test-helpers.js';

describe("the counsellors' students query", () => {
  it("joins the counsellor's duty to the students of that class, with their account", () => {
    const { sql, parameters } = studentsOfCounsellors(db, 't1').select('u.id').compile();
    expect(sql).toContain('from "org_duty" as "d"');
    expect(sql).toContain(
      'inner join "tenant_member" as "m" on "m"."org_id" = "d"."org_id" and "m"."tenant_id" = "d"."tenant_id"',
    );
    expect(sql).toContain('inner join "app_user" as "u" on "u"."id" = "m"."user_id"');
    expect(parameters).toEqual(['t1', 'counsellor', 'student']);
  });
});
