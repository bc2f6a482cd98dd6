import { describe, expect, it } from 'vitest';
import { collegeOfClass } from './college-of-class.js';
import { compileOnlyDb as db } from './test-helpers.js';

describe('collegeOfClass', () => {
  it("joins a class to the college of its school whose path leads the class's", () => {
    const { sql, parameters } = db
      .selectFrom('org as o')
      .leftJoin('org as c', collegeOfClass)
      .select(['o.id', 'c.name'])
      .compile();
    expect(sql).toContain(
      'left join "org" as "c" on "c"."tenant_id" = "o"."tenant_id" and "c"."type" = ? and o.path like c.path',
    );
    expect(parameters).toEqual(['college']);
  });
});
