import { localize, type LocalizedText } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId } from '../lib/ids.js';

/** A category of the FLOW_TYPE tree, which the process screens group the processes by. */
export interface FlowCategory {
  tenantId: string;
  typeKey: string;
  /** Its name: in every language, or one plain name (then stored without `names`). */
  title: LocalizedText;
  parentId: string | null;
  sort: number;
}

/**
 * Files a new process category and returns its id: the name column holds the Chinese name the
 * older screens read, `names` every language. The demo seed and the student-affairs deployment
 * file their categories through this one insert, so both kinds of rows read alike.
 */
export async function insertFlowCategory(
  db: Kysely<DB>,
  category: FlowCategory,
  now: number,
): Promise<string> {
  const id = newId();
  const { title } = category;
  await db
    .insertInto('catType')
    .values({
      id,
      tenantId: category.tenantId,
      categoryKey: 'FLOW_TYPE',
      parentId: category.parentId,
      name: localize(title, 'zh-CN'),
      names: typeof title === 'string' ? null : JSON.stringify(title),
      typeKey: category.typeKey,
      sort: category.sort,
      createdAt: now,
    })
    .execute();
  return id;
}
