import { describe, expect, it } from 'vitest';
import { compileOnlyDb } from '../test-helpers.js';
import { roleHolders } from './role-holder.js';

describe('the holders of a role', () => {
  it("are the tenant's members with that role, by account", () => {
    const { sql, parameters } = roleHolders(compileOnlyDb, 't1', 'dorm_staff').compile();
    expect(sql).toContain('inner join "role" as "r" on "r"."id" = "mr"."role_id"');
    expect(sql).toMatch(/order by "u"\."account"$/);
    expect(parameters).toEqual(['t1', 'dorm_staff']);
  });
});
