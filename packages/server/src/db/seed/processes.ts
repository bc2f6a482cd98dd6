import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { deployProcess } from '../../engine/deploy.js';
import { insertFlowCategory } from '../../engine/flow-categories.js';
import { CATEGORY_NAMES, PROCESS_DESCRIPTIONS } from '../app-texts.js';
import type { DB } from '../schema.js';

/**
 * The demo processes of the generic BPM screens every school gets: BPMN and form files from
 * packages/server/processes, filed under the FLOW_TYPE category tree. The student-affairs
 * modules' processes live with their modules (modules/affairs deploys them). Paths resolve the same from src/ and dist/. Forms use
 * the school's dictionaries, so the platform content is seeded first.
 */
const PROCESS_DIR = new URL('../../../processes/', import.meta.url);

const CATEGORIES = [
  { typeKey: 'student_affairs', parent: null },
  { typeKey: 'dormitory', parent: 'student_affairs' },
  { typeKey: 'award', parent: 'student_affairs' },
  { typeKey: 'general', parent: null },
] as const;
type CategoryKey = (typeof CATEGORIES)[number]['typeKey'];

/** The platform processes by file, their category and their key (db/app-texts.ts describes each). */
const DEMO_PROCESSES: { file: string; key: string; category: CategoryKey }[] = [
  { file: 'dorm-change', key: 'dorm_change', category: 'dormitory' },
  { file: 'scholarship', key: 'scholarship', category: 'award' },
  { file: 'general', key: 'general', category: 'general' },
];

const read = (name: string) => readFile(new URL(name, PROCESS_DIR), 'utf8');

export async function seedDemoProcesses(db: Kysely<DB>, tenantId: string, now: number): Promise<void> {
  const categoryIds = new Map<string, string>();
  for (const [sort, category] of CATEGORIES.entries()) {
    const id = await insertFlowCategory(
      db,
      {
        tenantId,
        typeKey: category.typeKey,
        title: CATEGORY_NAMES[category.typeKey]!,
        parentId: category.parent ? categoryIds.get(category.parent)! : null,
        sort,
      },
      now,
    );
    categoryIds.set(category.typeKey, id);
  }
  for (const process of DEMO_PROCESSES) {
    const [xml, form] = await Promise.all([read(`${process.file}.bpmn`), read(`${process.file}.form.json`)]);
    await deployProcess(
      db,
      {
        tenantId,
        xml,
        typeId: categoryIds.get(process.category)!,
        description: PROCESS_DESCRIPTIONS[process.key]!,
        form: JSON.parse(form) as unknown,
      },
      now,
    );
  }
}
