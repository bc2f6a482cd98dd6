import { describe, expect, it } from 'vitest';
import { employeeFilters, toggleUser } from './selection';

const li = { id: '1', name: '李老师' };
const wang = { id: '2', name: '王老师' };

describe('toggleUser', () => {
  it('keeps one person in single mode', () => {
    expect(toggleUser([li], wang, false)).toEqual([wang]);
    expect(toggleUser([li], li, false)).toEqual([]);
  });

  it('adds and removes in multiple mode', () => {
    expect(toggleUser([li], wang, true)).toEqual([li, wang]);
    expect(toggleUser([li, wang], li, true)).toEqual([wang]);
  });
});

describe('employeeFilters', () => {
  it('searches by name across the school, else lists the open org', () => {
    expect(employeeFilters(' 李 ', 'org1')).toEqual({ 'Q^name^SL': '李' });
    expect(employeeFilters('', 'org1')).toEqual({ 'Q^orgId^S': 'org1' });
    expect(employeeFilters('', undefined)).toEqual({});
  });
});
