import type { AffairBatch, AffairModuleDescriptor, BatchInput } from '@campus/contract';

/** The batch form's values as antd-mobile's Form holds them (choices as arrays, the window as a range). */
export interface BatchFormValues {
  module: string[];
  name: string;
  academicYear: string[];
  period: [string, string] | undefined;
  grades: string[];
  colleges: string[];
  perStudent: number;
  publicityDays: number;
}

/** The academic years to open a batch in: the next one, then those the group knows, newest first. */
export function yearChoices(known: readonly string[], current: string): string[] {
  const start = Number(current.slice(0, 4));
  const next = `${start + 1}-${start + 2}`;
  return [...new Set([next, current, ...known])].sort((a, b) => b.localeCompare(a));
}

/** A batch's values, or a new one's for a scheme in an academic year. */
export function formValuesOf(
  batch: AffairBatch | undefined,
  module: AffairModuleDescriptor | undefined,
  academicYear: string,
): BatchFormValues {
  if (batch)
    return {
      module: [batch.module],
      name: batch.name,
      academicYear: [batch.academicYear],
      period: [batch.startDate, batch.endDate],
      grades: batch.audience.grades,
      colleges: batch.audience.colleges,
      perStudent: batch.perStudent,
      publicityDays: batch.publicityDays,
    };
  return {
    module: module ? [module.key] : [],
    name: '',
    academicYear: [academicYear],
    period: undefined,
    grades: [],
    colleges: [],
    perStudent: module?.batches?.perStudent ?? 1,
    publicityDays: module?.batches?.publicityDays ?? 5,
  };
}

/** What the server takes: an edit carries the id and the version it started from. */
export function batchInputOf(
  values: BatchFormValues,
  batch: AffairBatch | undefined,
  withPublicity: boolean,
): BatchInput {
  const [startDate = '', endDate = ''] = values.period ?? [];
  return {
    ...(batch ? { id: batch.id, version: batch.version } : {}),
    module: values.module[0] ?? '',
    academicYear: values.academicYear[0] ?? '',
    name: values.name.trim(),
    startDate,
    endDate,
    audience: { grades: values.grades, colleges: values.colleges },
    perStudent: values.perStudent,
    ...(withPublicity ? { publicityDays: values.publicityDays } : {}),
  };
}

/** The form field a field the server names is shown in. */
export function formFieldOf(serverField: string): keyof BatchFormValues | undefined {
  switch (serverField) {
    case 'startDate':
    case 'endDate':
      return 'period';
    case 'audience.grades':
      return 'grades';
    case 'audience.colleges':
      return 'colleges';
    case 'module':
    case 'name':
    case 'academicYear':
    case 'perStudent':
    case 'publicityDays':
      return serverField;
    default:
      return undefined;
  }
}
