import {
  academicYearOf,
  systemSources,
  translate,
  type AffairModuleDescriptor,
  type AffairMeta,
  type FormValues,
  type Language,
  type SystemSource,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { MemberProfile } from '../../core/org/profile.js';
import type { DB } from '../../db/schema.js';
import { batchFor } from './batches/find.js';
import type { AffairsContext } from './context.js';
import { readFact } from './facts.js';
import { recordOf, recordStanding, standingFor } from './record-figures.js';
import type { AffairRegistry, LoadedModule } from './registry/registry.js';

/**
 * The fields of a module's form the system fills (contract policies.ts `systemSources`): the
 * academic year from the school's calendar (or the batch's), the ID number from the student's
 * record (the `idNumber` fact, which student information provides), GPA and ranks from the
 * comprehensive evaluation (record-figures.ts). One rule for all of them: the meta sends each
 * with its note and whether the system holds it, the form shows a held one read-only, every
 * submission takes the system's value (system-values-check.ts), and a value the system does not
 * hold is the student's to type, marked unverified wherever it is shown.
 */
type Db = Kysely<DB>;

export interface SystemValue {
  value: unknown;
  source: SystemSource;
}

/** The system's values by field key; a field it holds no value for is absent. */
export type SystemValues = Map<string, SystemValue>;

/** The academic year a request made today belongs to: its batch's, else the calendar's. */
export async function requestYear(
  db: Db,
  tenantId: string,
  module: AffairModuleDescriptor,
  student: MemberProfile,
  today: string,
): Promise<string> {
  const batch = module.batches ? (await batchFor(db, tenantId, module, student, today)).open : null;
  return batch?.academicYear ?? academicYearOf(today);
}

const entriesOf = (module: LoadedModule) => Object.entries(systemSources(module.descriptor));

/** The system's values of the module's system fields for one student and academic year. */
export async function systemValues(
  registry: AffairRegistry,
  db: Db,
  tenantId: string,
  module: LoadedModule,
  studentId: string,
  academicYear: string,
): Promise<SystemValues> {
  const entries = entriesOf(module);
  const found: SystemValues = new Map();
  if (entries.length === 0) return found;
  const idNumber = entries.some(([, s]) => s.from === 'record')
    ? ((await readFact(registry, 'idNumber', db, tenantId, [studentId]))?.get(studentId) ?? null)
    : null;
  const record = await recordStanding(registry, db, tenantId, module, studentId, academicYear);
  for (const [field, source] of entries) {
    const value =
      source.from === 'calendar' ? academicYear : source.from === 'record' ? idNumber : record?.values[field];
    if (value !== null && value !== undefined && value !== '') found.set(field, { value, source });
  }
  return found;
}

/** Whether a value sent or kept is the system's (a figure may come back as text through the API). */
export function isSystemValue(sent: unknown, held: unknown): boolean {
  return sent === held || (typeof held === 'number' && sent !== '' && Number(sent) === held);
}

/** Where a field the system filled takes its value, in the reader's language. */
function sourceNote(source: SystemSource, academicYear: string, lang: Language): string {
  if (source.from === 'evaluation')
    return translate(lang, 'affairs.figures.fromRecord', { year: academicYear });
  return translate(lang, `affairs.figures.${source.from}`);
}

/**
 * Each of the fields' note and whether its value is the system's: where it came from, else that
 * the student typed it and nobody has checked it (a request made before the school had the
 * figure, or one the school has no record for).
 */
function notesOf(
  fields: [string, SystemSource][],
  values: FormValues,
  kept: FormValues,
  academicYear: string | null,
  lang: Language,
): AffairMeta['systemFields'] {
  return Object.fromEntries(
    fields.map(([field, source]) => {
      const verified =
        academicYear !== null && kept[field] !== undefined && isSystemValue(values[field], kept[field]);
      const note = verified
        ? sourceNote(source, academicYear, lang)
        : translate(lang, 'affairs.figures.unverified');
      return [field, { note, verified }];
    }),
  );
}

/** The meta's system fields of a form about to be filled: each as the system holds it now. */
export function systemFieldsOf(
  module: LoadedModule,
  held: SystemValues,
  academicYear: string,
  lang: Language,
): AffairMeta['systemFields'] {
  const values = Object.fromEntries([...held].map(([field, { value }]) => [field, value]));
  return notesOf(entriesOf(module), values, values, academicYear, lang);
}

export interface RequestFigures {
  module: LoadedModule;
  studentId: string;
  /** The request's academic year (its batch's); null: none, so nothing is the school's figure. */
  academicYear: string | null;
  values: FormValues;
}

/**
 * The notes of many requests' evaluation figures (a detail, a publicity page), one read of the
 * fact: what reviewers and the public judge a request by. Only the figures: the year is always
 * the calendar's, and an ID number is personal, never listed beside a request's figures.
 */
export async function requestFigureNotes(
  ctx: AffairsContext,
  tenantId: string,
  lang: Language,
  requests: readonly RequestFigures[],
): Promise<(Record<string, string> | undefined)[]> {
  const recorded = requests.filter((r) => r.module.descriptor.recordFields);
  const ids = [...new Set(recorded.map((r) => r.studentId))];
  const facts = ids.length ? await readFact(ctx.registry, 'evaluationRank', ctx.db, tenantId, ids) : null;
  return requests.map((r) => {
    const fields = entriesOf(r.module).filter(([, s]) => s.from === 'evaluation');
    if (fields.length === 0) return undefined;
    const standing = standingFor(facts?.get(r.studentId), r.academicYear);
    const kept = standing ? recordOf(r.module, standing).values : {};
    const notes = notesOf(fields, r.values, kept, r.academicYear, lang);
    return Object.fromEntries(Object.entries(notes).map(([field, { note }]) => [field, note]));
  });
}
