import { readFile } from 'node:fs/promises';
import { localize, type DictionarySeed, type LocalizedText } from '@campus/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { CATEGORY_NAMES, PROCESS_DESCRIPTIONS } from '../../db/app-texts.js';
import type { DB } from '../../db/schema.js';
import { deployProcess } from '../../engine/deploy.js';
import { parseFormDefinition } from '../../engine/forms.js';
import { mainDefinition } from '../../engine/versions.js';
import { newId } from '../../lib/ids.js';
import type { AffairRegistry } from './registry/registry.js';
import { pickRow } from './row-where.js';
import { insertFlowCategory } from '../../engine/flow-categories.js';

/**
 * Every school runs every module: at start (and when a school is seeded) each module's process,
 * its group's dictionaries and its category are put in place where missing, and a process whose
 * shipped file changed gets a new version, so a new module or a corrected form reaches existing
 * databases. A version a school deployed itself (created by a person) is kept, never replaced.
 * Running requests stay on the version they started on.
 */
const PROCESS_DIR = new URL('../../../processes/', import.meta.url);
export const OBJECTION_PROCESS = 'affair_objection';

const zh = (text: LocalizedText) => localize(text, 'zh-CN');

async function ensureDictionaries(
  db: Kysely<DB>,
  tenantId: string,
  seeds: readonly DictionarySeed[],
  now: number,
) {
  if (seeds.length === 0) return;
  const present = new Set(
    (
      await db
        .selectFrom('dictionary')
        .select('typeKey')
        .distinct()
        .where('tenantId', '=', tenantId)
        .where(
          'typeKey',
          'in',
          seeds.map((s) => s.typeKey),
        )
        .execute()
    ).map((r) => r.typeKey),
  );
  const rows = seeds
    .filter((seed) => !present.has(seed.typeKey) && !seed.maintained)
    .flatMap((seed) =>
      seed.entries.map((entry, sort) => ({
        id: newId(),
        tenantId,
        typeKey: seed.typeKey,
        key: entry.key,
        name: zh(entry.name),
        names: typeof entry.name === 'string' ? null : JSON.stringify(entry.name),
        sort,
        createdAt: now,
      })),
    );
  if (rows.length) await db.insertInto('dictionary').values(rows).execute();
}

/** A category of the app's, with its name in every language (kept where the school has not renamed it). */
async function ensureCategory(
  db: Kysely<DB>,
  tenantId: string,
  typeKey: string,
  title: LocalizedText,
  parentId: string | null,
  now: number,
): Promise<string> {
  const name = zh(title);
  const names = typeof title === 'string' ? null : JSON.stringify(title);
  const found = await pickRow(db, 'catType', ['id', 'name', 'names'], {
    tenantId,
    categoryKey: 'FLOW_TYPE',
    typeKey,
  });
  if (found) {
    if (found.name === name && found.names !== names) {
      await db.updateTable('catType').set({ names }).where('id', '=', found.id).execute();
    }
    return found.id;
  }
  return insertFlowCategory(db, { tenantId, parentId, title, typeKey, sort: 10 }, now);
}

/**
 * The description of a process version the app deployed, in every language: a database deployed
 * before descriptions had languages gets them on the next start (a school's own version is kept).
 */
async function ensureDescriptions(db: Kysely<DB>, tenantId: string, key: string, description: LocalizedText) {
  if (typeof description === 'string') return;
  await db
    .updateTable('bpmDefinition')
    .set({ descriptions: JSON.stringify(description) })
    .where('tenantId', '=', tenantId)
    .where('key', '=', key)
    .where('createdBy', 'is', null)
    .where('description', '=', zh(description))
    .where('descriptions', 'is', null)
    .execute();
}

/** Deploys a process unless its main version is this very file (or one a person deployed). */
async function deployIfChanged(
  db: Kysely<DB>,
  input: {
    tenantId: string;
    key: string;
    xml: string;
    form: unknown;
    typeId: string;
    description: LocalizedText;
    maintainedDictionaries?: ReadonlySet<string>;
  },
  now: number,
): Promise<boolean> {
  const main = await mainDefinition(db, input.tenantId, input.key);
  if (main) {
    if (main.createdBy !== null) return false;
    const form = main.formDefId
      ? await db
          .selectFrom('formDef')
          .select('definition')
          .where('id', '=', main.formDefId)
          .executeTakeFirst()
      : undefined;
    const sameForm = form?.definition === JSON.stringify(parseFormDefinition(input.form));
    if (main.xml === input.xml && sameForm) return false;
  }
  await deployProcess(
    db,
    {
      tenantId: input.tenantId,
      xml: input.xml,
      form: input.form,
      typeId: input.typeId,
      description: input.description,
      ...(input.maintainedDictionaries ? { maintainedDictionaries: input.maintainedDictionaries } : {}),
    },
    now,
  );
  return true;
}

const readProcessFile = (name: string) => readFile(new URL(name, PROCESS_DIR), 'utf8');

/** Puts every module of the registry in place in one school; returns the processes deployed anew. */
export async function deployAffairModules(
  db: Kysely<DB>,
  registry: AffairRegistry,
  tenantId: string,
  now = Date.now(),
): Promise<string[]> {
  const deployed: string[] = [];
  // A shared dictionary (the work order's stages) may be named by several groups: seeded once.
  const seeds = [
    ...new Map(registry.groups.flatMap((g) => g.dictionaries ?? []).map((s) => [s.typeKey, s])).values(),
  ];
  await ensureDictionaries(db, tenantId, seeds, now);
  const maintainedDictionaries = new Set(seeds.filter((s) => s.maintained).map((s) => s.typeKey));
  const root = await ensureCategory(
    db,
    tenantId,
    'student_affairs',
    CATEGORY_NAMES.student_affairs!,
    null,
    now,
  );
  for (const group of registry.groups) {
    const typeId = await ensureCategory(db, tenantId, `xgxt_${group.key}`, group.title, root, now);
    for (const module of registry.modulesOf(group.key)) {
      const { descriptor: d } = module;
      const description = d.process.description ?? d.summary ?? d.title;
      const input = {
        tenantId,
        key: d.processKey,
        xml: module.xml,
        form: module.form,
        typeId,
        description,
        maintainedDictionaries,
      };
      if (await deployIfChanged(db, input, now)) deployed.push(d.processKey);
      else await ensureDescriptions(db, tenantId, d.processKey, description);
    }
  }
  const [xml, form] = await Promise.all([
    readProcessFile('affair-objection.bpmn'),
    readProcessFile('affair-objection.form.json'),
  ]);
  const objection = {
    tenantId,
    key: OBJECTION_PROCESS,
    xml,
    form: JSON.parse(form) as unknown,
    typeId: root,
  };
  const objectionDescription = PROCESS_DESCRIPTIONS[OBJECTION_PROCESS]!;
  if (await deployIfChanged(db, { ...objection, description: objectionDescription }, now))
    deployed.push(OBJECTION_PROCESS);
  else await ensureDescriptions(db, tenantId, OBJECTION_PROCESS, objectionDescription);
  return deployed;
}

/** At start: every active school, one transaction each; on PostgreSQL one instance at a time. */
export async function deployAffairModulesEverywhere(
  database: Database,
  registry: AffairRegistry,
  now = Date.now(),
): Promise<number> {
  const tenants = await database.db
    .selectFrom('tenant')
    .select('id')
    .where('status', '=', 'active')
    .execute();
  let count = 0;
  for (const tenant of tenants) {
    count += await database.db.transaction().execute(async (trx) => {
      if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(20261124)`.execute(trx);
      return (await deployAffairModules(trx, registry, tenant.id, now)).length;
    });
  }
  return count;
}
