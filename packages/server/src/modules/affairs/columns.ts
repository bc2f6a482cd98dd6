import type { AffairColumn, AffairRow, FormValues } from '@campus/contract';
import type { MemberProfile } from '../../core/org/profile.js';
import type { BpmInstance } from '../../db/schema.js';
import { affairStatus } from './status.js';

/**
 * A request as a module list row: the instance's own columns and the values of the module's
 * declared columns. The starter's columns come from the snapshot taken at submission (the class
 * a student was in when they asked), so a row needs no joins.
 */
export interface StarterInfo {
  id: string;
  name: string;
  number: string;
  className: string;
}

export function starterOf(instance: BpmInstance): StarterInfo & { collegeName: string } {
  const profile = JSON.parse(instance.starterAttrs) as Partial<MemberProfile>;
  return {
    id: instance.starterId,
    name: instance.starterName,
    number: profile.number ?? '',
    className: profile.className ?? profile.orgName ?? '',
    collegeName: profile.collegeName ?? '',
  };
}

export const formValuesOf = (instance: BpmInstance): FormValues => JSON.parse(instance.data) as FormValues;

function columnValue(
  column: AffairColumn,
  instance: BpmInstance,
  curNode: string | null,
  record: object | null,
): unknown {
  switch (column.source) {
    case 'form':
      return formValuesOf(instance)[column.key] ?? null;
    case 'record':
      return (record as Record<string, unknown> | null)?.[column.key] ?? null;
    case 'starter':
      return (starterOf(instance) as unknown as Record<string, unknown>)[column.key] ?? null;
    case 'instance': {
      const own: Record<string, unknown> = {
        subject: instance.subject,
        status: affairStatus(instance),
        result: instance.result,
        createTime: instance.createdAt,
        endTime: instance.endedAt,
        curNode,
      };
      return own[column.key] ?? null;
    }
  }
}

export function affairRow(
  instance: BpmInstance,
  columns: readonly AffairColumn[],
  curNode: string | null,
  record: object | null,
): AffairRow {
  return {
    id: instance.id,
    subject: instance.subject,
    status: affairStatus(instance),
    curNode,
    createTime: instance.createdAt,
    endTime: instance.endedAt,
    values: Object.fromEntries(columns.map((c) => [c.key, columnValue(c, instance, curNode, record)])),
  };
}
