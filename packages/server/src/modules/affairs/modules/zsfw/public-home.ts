import { ModuleState, type Language } from '@campus/contract';
import type { PublicAdmissions } from '@campus/contract/affairs/zsfw';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { programList } from './admissions.js';
import * as repo from './repo.js';
import { refuse } from './refusals.js';

/**
 * The admissions home for prospective students, who have no account (MODULES §15): one school's
 * programmes and nothing personal (no sign-up, no name). Which school: the one named by its code
 * (a link the school publishes), else the only school taking sign-ups; with several and none
 * named, the schools to choose from. A public route reads no session: signed-in users have the
 * home of their own school (admissions.ts).
 */
export async function publicAdmissions(
  db: Kysely<DB>,
  schoolCode: string | undefined,
  lang: Language,
  now: number,
): Promise<PublicAdmissions> {
  const schools = await repo.schoolsWithPrograms(db);
  const choices = schools.map(({ code, name }) => ({ code, name }));
  let school: { id: string; code: string; name: string } | undefined;
  if (schoolCode) {
    school = await repo.activeSchool(db, schoolCode);
    if (!school) refuse('schoolNotFound', {}, ModuleState.RESOURCE_NOT_FOUND, 'school');
  } else if (schools.length === 1) school = schools[0];
  if (!school) return { school: null, schools: choices, programs: [] };
  return {
    school: { code: school.code, name: school.name },
    schools: choices,
    programs: await programList(db, school.id, lang, now),
  };
}
