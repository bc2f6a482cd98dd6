import {
  formDefinitionSchema,
  ModuleState,
  SecurityState,
  type FormDefinition,
  type FormValues,
} from '@campus/contract';
import {
  COLLECTION_FIELD_TYPES,
  type CollectionAudiences,
  type CollectionCreate,
  type CollectionResults,
  type CollectionSummary,
  type CollectionView,
  type CompletionRow,
  type MissingStudent,
  type MyCollection,
  type StaffCollection,
} from '@campus/contract/affairs/xxcj';
import type { Kysely } from 'kysely';
import { studentsInCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { InfoCollectionTable } from './tables.js';
import { checkFormValues } from '../../../../engine/forms.js';
import type { AuthContext } from '../../../../http/auth.js';
import { newId } from '../../../../lib/ids.js';
import { mayReviewGroup } from '../../audience.js';
import { collegesInCharge } from '../../colleges.js';
import { schoolRoot } from '../../school-root.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { XXCJ } from './group.js';
import * as repo from './repo.js';
import { refuse } from './refusals.js';

/**
 * Information collection: staff design a collection in the form format for an audience within
 * their charge and a deadline; a student of the audience fills it once before the deadline (a
 * repeat writes nothing and says when it was submitted); staff see completion by college and
 * class, who is missing, and the entries, always within their own charge and tenant.
 */
type Db = Kysely<DB>;
type Row = InfoCollectionTable;

const chargeOf = (db: Db, caller: AuthContext): Promise<Charge> =>
  studentsInCharge(db, caller.tenantId, caller, XXCJ.seesAllStudents);

function requireStaff(caller: AuthContext): void {
  if (!mayReviewGroup(XXCJ, caller)) refuse('notStaff', {}, SecurityState.UNAUTHORIZED);
}

const notFound = (): never => refuse('notFound', {}, ModuleState.RESOURCE_NOT_FOUND, 'id');

/** A moment in the school's time (China), to the minute, as refusals name it. */
const when = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function summary(row: Row, now: number): CollectionSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    deadline: Number(row.deadline),
    creatorName: row.creatorName,
    createdAt: Number(row.createdAt),
    closed: Number(row.deadline) < now,
  };
}

const inAudience = (place: { path: string; grade: string | null }, audience: repo.Audience) =>
  audience.paths.some((p) => place.path.startsWith(p)) &&
  (audience.grades.length === 0 || audience.grades.includes(place.grade ?? ''));

/** The collections whose audience reaches the student, with the student's state. */
export async function myCollections(db: Db, caller: AuthContext, now: number): Promise<MyCollection[]> {
  const place = await repo.studentPlace(db, caller.tenantId, caller.userId);
  if (!place) return [];
  const rows = await repo.collectionsOf(db, caller.tenantId);
  const mine: Row[] = [];
  for (const row of rows) if (inAudience(place, await repo.audienceOf(db, row))) mine.push(row);
  const entries = new Map(
    (
      await repo.entriesOf(
        db,
        caller.userId,
        mine.map((r) => r.id),
      )
    ).map((e) => [e.collectionId, e]),
  );
  return mine.map((row) => {
    const entry = entries.get(row.id);
    const base = summary(row, now);
    return {
      ...base,
      state: entry ? 'submitted' : base.closed ? 'closed' : 'toFill',
      submittedAt: entry ? Number(entry.submittedAt) : null,
    };
  });
}

async function readableByStudent(db: Db, caller: AuthContext, id: string): Promise<Row> {
  const [row, place] = await Promise.all([
    repo.collectionById(db, caller.tenantId, id),
    repo.studentPlace(db, caller.tenantId, caller.userId),
  ]);
  if (!row || !place || !inAudience(place, await repo.audienceOf(db, row))) return notFound();
  return row;
}

export async function collectionView(
  db: Db,
  caller: AuthContext,
  id: string,
  now: number,
): Promise<CollectionView> {
  const row = await readableByStudent(db, caller, id);
  const [entry] = await repo.entriesOf(db, caller.userId, [id]);
  return {
    collection: summary(row, now),
    form: JSON.parse(row.form) as FormDefinition,
    values: entry ? (JSON.parse(entry.answers) as FormValues) : null,
    submittedAt: entry ? Number(entry.submittedAt) : null,
  };
}

export async function fillCollection(
  db: Db,
  caller: AuthContext,
  input: { id: string; values: FormValues },
  now: number,
): Promise<{ submittedAt: number }> {
  const row = await readableByStudent(db, caller, input.id);
  const [entry] = await repo.entriesOf(db, caller.userId, [row.id]);
  if (entry)
    refuse('alreadyFilled', { at: when(Number(entry.submittedAt)) }, ModuleState.AFFAIR_ALREADY_APPLIED);
  if (Number(row.deadline) < now)
    refuse('closed', { deadline: when(Number(row.deadline)) }, ModuleState.AFFAIR_BATCH_NOT_OPEN);
  const values = await checkFormValues(
    db,
    caller.tenantId,
    JSON.parse(row.form) as FormDefinition,
    input.values,
    now,
  );
  const written = await repo.insertEntry(db, {
    collectionId: row.id,
    tenantId: caller.tenantId,
    studentId: caller.userId,
    answers: JSON.stringify(values),
    submittedAt: now,
  });
  if (!written) {
    const [first] = await repo.entriesOf(db, caller.userId, [row.id]);
    refuse(
      'alreadyFilled',
      { at: when(Number(first?.submittedAt ?? now)) },
      ModuleState.AFFAIR_ALREADY_APPLIED,
    );
  }
  return { submittedAt: now };
}

/** Checks a designed form: the form format's schema and the field types a collection may use. */
function designedForm(form: unknown): FormDefinition {
  const parsed = formDefinitionSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    refuse(
      'badForm',
      { problem: `${issue.path.join('.')}: ${issue.message}` },
      ModuleState.FORM_DATA_INVALID,
      'form',
    );
  }
  const definition = parsed.data as FormDefinition;
  if (definition.fields.length === 0)
    refuse('badForm', { problem: 'fields' }, ModuleState.FORM_DATA_INVALID, 'form');
  for (const field of definition.fields)
    if (!(COLLECTION_FIELD_TYPES as readonly string[]).includes(field.type))
      refuse('badType', { type: field.type }, ModuleState.FORM_DATA_INVALID, 'form');
  return definition;
}

const within = (charge: Charge, path: string) =>
  charge.all || charge.orgPaths.some((p) => path.startsWith(p));

export async function createCollection(
  db: Db,
  caller: AuthContext,
  input: CollectionCreate,
  now: number,
): Promise<{ id: string }> {
  requireStaff(caller);
  const form = designedForm(input.form);
  if (input.deadline <= now) refuse('pastDeadline', {}, ModuleState.FORM_DATA_INVALID, 'deadline');
  const charge = await chargeOf(db, caller);
  let orgIds = [...new Set(input.orgIds)];
  if (orgIds.length) {
    const orgs = await repo.orgsByIds(db, caller.tenantId, orgIds);
    if (orgs.length !== orgIds.length || orgs.some((o) => !within(charge, o.path)))
      refuse('outsideCharge', {}, ModuleState.AFFAIR_NOT_ELIGIBLE, 'orgIds');
  } else if (charge.all) orgIds = [(await schoolRoot(db, caller.tenantId)).id];
  else orgIds = charge.orgPaths.map((p) => p.split('/').filter(Boolean).pop()!);
  if (orgIds.length === 0) refuse('outsideCharge', {}, ModuleState.AFFAIR_NOT_ELIGIBLE, 'orgIds');
  const id = newId();
  await db
    .insertInto('infoCollection')
    .values({
      id,
      tenantId: caller.tenantId,
      title: input.title,
      description: input.description,
      form: JSON.stringify({ ...form, key: `xxcj_${id}` }),
      orgIds: JSON.stringify(orgIds),
      grades: JSON.stringify([...new Set(input.grades)].sort()),
      deadline: input.deadline,
      createdBy: caller.userId,
      creatorName: caller.fullname,
      createdAt: now,
    })
    .execute();
  return { id };
}

async function staffCollection(db: Db, row: Row, charge: Charge, now: number) {
  const students = await repo
    .audienceStudents(db, row.tenantId, row.id, await repo.audienceOf(db, row), charge)
    .execute();
  const collection: StaffCollection = {
    ...summary(row, now),
    total: students.length,
    submitted: students.filter((s) => s.submittedAt !== null).length,
  };
  return { collection, students };
}

/** The collections reaching students in the caller's charge (or made by them), newest first. */
export async function staffCollections(db: Db, caller: AuthContext, now: number): Promise<StaffCollection[]> {
  requireStaff(caller);
  const charge = await chargeOf(db, caller);
  const rows = await repo.collectionsOf(db, caller.tenantId);
  const out: StaffCollection[] = [];
  for (const row of rows) {
    const { collection } = await staffCollection(db, row, charge, now);
    if (collection.total > 0 || row.createdBy === caller.userId) out.push(collection);
  }
  return out;
}

async function staffRead(db: Db, caller: AuthContext, id: string, now: number) {
  requireStaff(caller);
  const row = await repo.collectionById(db, caller.tenantId, id);
  if (!row) return notFound();
  const result = await staffCollection(db, row, await chargeOf(db, caller), now);
  if (result.collection.total === 0 && row.createdBy !== caller.userId) return notFound();
  return { row, ...result };
}

function completion(
  students: readonly repo.AudienceStudent[],
  key: (s: repo.AudienceStudent) => [string, string],
) {
  const rows = new Map<string, CompletionRow>();
  for (const s of students) {
    const [id, name] = key(s);
    const row = rows.get(id) ?? { id, name, total: 0, submitted: 0 };
    row.total += 1;
    if (s.submittedAt !== null) row.submitted += 1;
    rows.set(id, row);
  }
  return [...rows.values()];
}

export async function collectionResults(
  db: Db,
  caller: AuthContext,
  id: string,
  now: number,
): Promise<CollectionResults> {
  const { collection, students } = await staffRead(db, caller, id, now);
  const collegeOf = new Map(students.map((s) => [s.classId, s.collegeName ?? '']));
  return {
    collection,
    byCollege: completion(students, (s) => [s.collegeId ?? '', s.collegeName ?? '']),
    byClass: completion(students, (s) => [s.classId, s.className]).map((r) => ({
      ...r,
      collegeName: collegeOf.get(r.id) ?? '',
    })),
  };
}

export async function missingStudents(
  db: Db,
  caller: AuthContext,
  id: string,
  now: number,
): Promise<MissingStudent[]> {
  const { students } = await staffRead(db, caller, id, now);
  return students
    .filter((s) => s.submittedAt === null)
    .map((s) => ({ id: s.id, name: s.name, number: s.number, className: s.className }));
}

/** The entries in the caller's charge, for the export. */
export async function collectionEntries(db: Db, caller: AuthContext, id: string, now: number) {
  const { row, students } = await staffRead(db, caller, id, now);
  return {
    title: row.title,
    form: JSON.parse(row.form) as FormDefinition,
    entries: students.filter((s) => s.submittedAt !== null),
  };
}

export async function audiences(
  db: Db,
  registry: AffairRegistry,
  caller: AuthContext,
): Promise<CollectionAudiences> {
  requireStaff(caller);
  const charge = await chargeOf(db, caller);
  const [colleges, classes] = await Promise.all([
    collegesInCharge({ db, registry }, caller, XXCJ),
    db
      .selectFrom('org as o')
      .innerJoin('org as c', (j) => j.onRef('c.tenantId', '=', 'o.tenantId').on('c.type', '=', 'college'))
      .select(['o.id', 'o.name', 'o.path', 'o.grade', 'c.id as collegeId', 'c.path as collegePath'])
      .where('o.tenantId', '=', caller.tenantId)
      .where('o.type', '=', 'class')
      .orderBy('o.code')
      .execute(),
  ]);
  const mine = classes.filter((k) => k.path.startsWith(k.collegePath) && within(charge, k.path));
  return {
    colleges: charge.all
      ? colleges.map(({ id, name }) => ({ id, name }))
      : colleges.filter((c) => within(charge, c.path)).map(({ id, name }) => ({ id, name })),
    classes: mine.map(({ id, name, collegeId }) => ({ id, name, collegeId })),
    grades: [...new Set(mine.map((k) => k.grade ?? '').filter(Boolean))].sort().reverse(),
  };
}
