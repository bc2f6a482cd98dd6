import type { AffairBatch, AffairGroupDescriptor, AffairStatus } from '@campus/contract';
import type { ListFilters } from '../../../api/list-body';

/** The staff query's filters beside the keyword; '' means any. */
export interface QueryFilters {
  academicYear: string;
  batchId: string;
  module: string;
  status: string;
  college: string;
  grade: string;
}

export const NO_FILTERS: QueryFilters = {
  academicYear: '',
  batchId: '',
  module: '',
  status: '',
  college: '',
  grade: '',
};

/** The list body's `Q^column^OP` filters (the server's QUERY_SPEC and keyword). */
export function queryParameters(keyword: string, filters: QueryFilters): ListFilters {
  return {
    'Q^keyword^SL': keyword,
    'Q^academicYear^S': filters.academicYear,
    'Q^batchId^S': filters.batchId,
    'Q^module^S': filters.module,
    'Q^status^S': filters.status,
    'Q^college^S': filters.college,
    'Q^grade^S': filters.grade,
  };
}

/** How many filters are set (the filter button says so). */
export function activeFilters(filters: QueryFilters): number {
  return Object.values(filters).filter(Boolean).length;
}

/**
 * A change of one filter, keeping the rest consistent: a batch belongs to one academic year and
 * one scheme, so choosing another year or scheme drops a batch of a different one, and choosing
 * a batch sets its year.
 */
export function withFilter(
  filters: QueryFilters,
  key: keyof QueryFilters,
  value: string,
  batches: readonly AffairBatch[],
): QueryFilters {
  const next = { ...filters, [key]: value };
  const batch = batches.find((b) => b.id === next.batchId);
  if (key === 'batchId' && batch) return { ...next, academicYear: batch.academicYear };
  if (
    batch &&
    ((next.academicYear && batch.academicYear !== next.academicYear) ||
      (next.module && batch.module !== next.module))
  )
    return { ...next, batchId: '' };
  return next;
}

/** The batches a filter may choose from: those of the chosen year and scheme. */
export function batchChoices(filters: QueryFilters, batches: readonly AffairBatch[]): AffairBatch[] {
  return batches.filter(
    (b) =>
      (!filters.academicYear || b.academicYear === filters.academicYear) &&
      (!filters.module || b.module === filters.module),
  );
}

/** The statuses a group's requests can be in once submitted (publicity ones only where a module has it). */
export function queryStatuses(group: AffairGroupDescriptor): AffairStatus[] {
  const publicity = group.modules.some((m) => m.publicity);
  return [
    'running',
    ...(publicity ? (['publicity', 'objection', 'final'] as const) : []),
    'approved',
    'rejected',
    'withdrawn',
    'ended',
  ];
}
