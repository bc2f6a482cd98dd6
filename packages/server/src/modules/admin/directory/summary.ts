import type { DirectorySummary } from '@campus/contract/api/admin/directory';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** The counts beside each section of the administration home, all of the caller's school. */
export async function directorySummary(db: Db, tenantId: string): Promise<DirectorySummary> {
  const count = (n: { n: number | string } | undefined) => Number(n?.n ?? 0);
  const members = db
    .selectFrom('tenantMember')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'active');
  const units = db
    .selectFrom('org')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenantId', '=', tenantId);
  const counted = await Promise.all([
    members.where('kind', '=', 'student').executeTakeFirst(),
    members.where('kind', '=', 'staff').executeTakeFirst(),
    units.where('type', '!=', 'school').executeTakeFirst(),
    units.where('type', '=', 'class').executeTakeFirst(),
    db
      .selectFrom('role')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirst(),
    db
      .selectFrom('dormBed')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirst(),
    db
      .selectFrom('tenantMember')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenantId', '=', tenantId)
      .where('kind', '=', 'student')
      .where('studyStatus', '!=', 'enrolled')
      .executeTakeFirst(),
    db
      .selectFrom('affairImport')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirst(),
    db
      .selectFrom('changeLog')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirst(),
    db
      .selectFrom('syncClient')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenantId', '=', tenantId)
      .where('revokedAt', 'is', null)
      .executeTakeFirst(),
  ]);
  const [students, staff, orgUnits, classes, roles, beds, notEnrolled, imports, changes, syncClients] =
    counted.map(count);
  // The terms are a school setting (a JSON list the calendar screen keeps): its length.
  const terms = await db
    .selectFrom('schoolSetting')
    .select('value')
    .where('tenantId', '=', tenantId)
    .where('key', '=', 'calendar.terms')
    .executeTakeFirst();
  return {
    students: students!,
    staff: staff!,
    orgUnits: orgUnits!,
    classes: classes!,
    roles: roles!,
    beds: beds!,
    notEnrolled: notEnrolled!,
    imports: imports!,
    changes: changes!,
    syncClients: syncClients!,
    terms: terms ? (JSON.parse(terms.value) as unknown[]).length : 0,
  };
}

type Db = Kysely<DB>;
