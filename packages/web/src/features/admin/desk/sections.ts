import type { DirectorySummary } from '@campus/contract/routes/api/admin/directory';

/** The sections of the administration, in the order a school moves in and then keeps its data. */
export const SECTIONS = [
  'people',
  'org',
  'classes',
  'roles',
  'dorms',
  'imports',
  'sync',
  'calendar',
  'lifecycle',
  'designer',
  'changes',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Where each section lives under /app. */
export const SECTION_PATHS: Record<Section, string> = {
  people: '/admin/people',
  org: '/admin/org',
  classes: '/admin/classes',
  roles: '/admin/roles',
  dorms: '/admin/dorms',
  imports: '/admin/imports',
  sync: '/admin/sync',
  calendar: '/admin/calendar',
  lifecycle: '/admin/lifecycle',
  designer: '/admin/designer',
  changes: '/admin/changes',
};

/** The count shown beside each section (undefined while the summary loads). */
export function sectionCount(section: Section, summary: DirectorySummary | undefined): number | undefined {
  if (!summary) return undefined;
  switch (section) {
    case 'people':
      return summary.students + summary.staff;
    case 'org':
      return summary.orgUnits;
    case 'classes':
      return summary.classes;
    case 'roles':
      return summary.roles;
    case 'dorms':
      return summary.beds;
    case 'imports':
      return summary.imports;
    case 'sync':
      return summary.syncClients;
    case 'calendar':
      return summary.terms;
    case 'lifecycle':
      return summary.notEnrolled;
    case 'changes':
      return summary.changes;
    case 'designer':
      // The summary does not count processes (the designer lists them itself).
      return undefined;
  }
}

/** The section a path belongs to (a person's page is People's). */
export function sectionOf(pathname: string): Section | undefined {
  return SECTIONS.find((s) => pathname === SECTION_PATHS[s] || pathname.startsWith(`${SECTION_PATHS[s]}/`));
}
