import { describe, expect, it } from 'vitest';
import { sectionCount, sectionOf, SECTIONS } from './sections';

const summary = {
  students: 100,
  staff: 20,
  orgUnits: 30,
  classes: 12,
  roles: 8,
  beds: 400,
  notEnrolled: 3,
  imports: 2,
  changes: 57,
  syncClients: 1,
  terms: 4,
};

describe('the administration sections', () => {
  it('counts people as students and staff together, and each other section by its own figure', () => {
    expect(sectionCount('people', summary)).toBe(120);
    expect(sectionCount('lifecycle', summary)).toBe(3);
    expect(sectionCount('dorms', summary)).toBe(400);
    expect(sectionCount('sync', summary)).toBe(1);
    expect(sectionCount('calendar', summary)).toBe(4);
    expect(SECTIONS.map((s) => sectionCount(s, undefined))).toEqual(SECTIONS.map(() => undefined));
  });

  it('finds the section of a path, a person’s page under People, and none elsewhere', () => {
    expect(sectionOf('/admin/people')).toBe('people');
    expect(sectionOf('/admin/people/123')).toBe('people');
    expect(sectionOf('/admin/peoplex')).toBeUndefined();
    expect(sectionOf('/admin')).toBeUndefined();
    expect(sectionOf('/admin/changes')).toBe('changes');
    expect(sectionOf('/admin/calendar')).toBe('calendar');
    expect(sectionOf('/admin/designer/leave')).toBe('designer');
  });
});
