import type { AffairColumn, AffairRow, FormValues } from '@campus/contract';
import type { MemberProfile } from '../../core/org/profile.js';
import type { BpmInstance } from '../../db/schema.js';
import { maskValue } from './publicity/mask.js';
import type { RequestInstance } from './repo.js';
import { affairStatus } from './status.js';

/**
 * A request as a list row: the instance's own columns and the values of the module's declared
 * columns. The starter's columns come from the snapshot taken at submission (the class a student
 * was in when they asked), so a row needs no joins.
 */
export interface StarterInfo {
  id: string;
  name: string;
  number: string;
  className: string;
}

export function starterOf(
  instance: BpmInstance,
): StarterInfo & { collegeName: string; grade: string; collegeId: string | null } {
  const profile = JSON.parse(instance.starterAttrs) as Partial<MemberProfile>;
  return {
    id: instance.starterId,
    name: instance.starterName,
    number: profile.number ?? '',
    className: profile.className ?? profile.orgName ?? '',
    collegeName: profile.collegeName ?? '',
    collegeId: profile.collegeId ?? null,
    grade: profile.grade ?? '',
  };
}

export const formValuesOf = (instance: BpmInstance): FormValues => JSON.parse(instance.data) as FormValues;

/** The status of a request read with its standing (or a bare instance: no publicity). */
export const statusOf = (request: BpmInstance | RequestInstance, now = Date.now()) =>
  affairStatus(
    request,
    'publicityEnd' in request && request.publicityEnd !== undefined
      ? { publicityEnd: request.publicityEnd, openObjections: request.openObjections ?? 0 }
      : null,
    now,
  );

function columnValue(
  column: AffairColumn,
  request: BpmInstance | RequestInstance,
  curNode: string | null,
  record: object | null,
): unknown {
  switch (column.source) {
    case 'form':
      return formValuesOf(request)[column.key] ?? null;
    case 'record':
      return (record as Record<string, unknown> | null)?.[column.key] ?? null;
    case 'starter':
      return (starterOf(request) as unknown as Record<string, unknown>)[column.key] ?? null;
    case 'instance': {
      const own: Record<string, unknown> = {
        subject: request.subject,
        status: statusOf(request),
        result: request.result,
        createTime: request.createdAt,
        endTime: request.endedAt,
        curNode,
        // A request's standing (its batch, the outcome decided on approval); a bare instance has none.
        batch: 'batchName' in request ? request.batchName : null,
        outcome: 'outcome' in request ? request.outcome : null,
      };
      return own[column.key] ?? null;
    }
  }
}

export function affairRow(
  request: BpmInstance | RequestInstance,
  module: string,
  columns: readonly AffairColumn[],
  curNode: string | null,
  record: object | null,
): AffairRow {
  return {
    id: request.id,
    module,
    subject: request.subject,
    status: statusOf(request),
    curNode,
    createTime: request.createdAt,
    endTime: request.endedAt,
    values: Object.fromEntries(
      columns.map((c) => {
        const value = columnValue(c, request, curNode, record);
        return [c.as ?? c.key, c.masked ? maskValue(value) : value];
      }),
    ),
  };
}
