import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { deployProcess } from '../../engine/deploy.js';
import { newId } from '../../lib/ids.js';
import type { DB } from '../schema.js';

/**
 * The demo processes of the generic BPM screens every school gets: BPMN and form files from
 * packages/server/processes, filed under the FLOW_TYPE category tree. The student-affairs
 * modules' processes live with their modules (modules/affairs deploys them). Paths resolve the same from src/ and dist/. Forms use
 * the school's dictionaries, so the platform content is seeded first.
 */
const PROCESS_DIR = new URL('../../../processes/', import.meta.url);

const CATEGORIES = [
  { typeKey: 'student_affairs', name: '学生事务', parent: null },
  { typeKey: 'dormitory', name: '住宿', parent: 'student_affairs' },
  { typeKey: 'award', name: '奖助学金', parent: 'student_affairs' },
  { typeKey: 'general', name: '综合事务', parent: null },
] as const;
type CategoryKey = (typeof CATEGORIES)[number]['typeKey'];

const DEMO_PROCESSES: {
  file: string;
  category: CategoryKey;
  description: string;
}[] = [
  {
    file: 'dorm-change',
    category: 'dormitory',
    description: '辅导员审批后由宿舍管理中心安排',
  },
  {
    file: 'scholarship',
    category: 'award',
    description: '辅导员推荐，学院评审小组会签，学生工作处审定',
  },
  {
    file: 'general',
    category: 'general',
    description: '一步审批：学生由辅导员审批，教职工由学生工作处审批',
  },
];

const read = (name: string) => readFile(new URL(name, PROCESS_DIR), 'utf8');

export async function seedDemoProcesses(db: Kysely<DB>, tenantId: string, now: number): Promise<void> {
  const categoryIds = new Map<string, string>();
  for (const [sort, category] of CATEGORIES.entries()) {
    const id = newId();
    categoryIds.set(category.typeKey, id);
    await db
      .insertInto('catType')
      .values({
        id,
        tenantId,
        categoryKey: 'FLOW_TYPE',
        parentId: category.parent ? categoryIds.get(category.parent)! : null,
        name: category.name,
        typeKey: category.typeKey,
        sort,
        createdAt: now,
      })
      .execute();
  }
  for (const process of DEMO_PROCESSES) {
    const [xml, form] = await Promise.all([read(`${process.file}.bpmn`), read(`${process.file}.form.json`)]);
    await deployProcess(
      db,
      {
        tenantId,
        xml,
        typeId: categoryIds.get(process.category)!,
        description: process.description,
        form: JSON.parse(form) as unknown,
      },
      now,
    );
  }
}
