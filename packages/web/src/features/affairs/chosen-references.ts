import type {
  AffairMeta,
  FieldPermissions,
  FormDefinition,
  FormValues,
  Language,
  RecordSummaries,
} from '@campus/contract';
import { useQueries } from '@tanstack/react-query';
import { moduleEndpoints } from '../../api/affairs';
import { accessOf } from '../../components/form-renderer/field-access';
import { localizedQuery } from './affair-queries';

/**
 * The fields of an apply form that name a record (`refers`: an appeal's sanction) and were chosen
 * by the link that opened it (?sanctionId= from the sanction's page): shown as the record, read
 * only, never as its raw id (issue 30, item 13). The server reads each for the caller by the
 * record's own readers; the submission carries the id as before (`carried`).
 */
export function useChosenReferences(
  meta: AffairMeta,
  chosen: FormValues,
  language: Language,
): { references: RecordSummaries; locked: ReadonlySet<string>; carried: FormValues; ready: boolean } {
  const fields = meta.form.fields.filter(
    (f) => f.type === 'text' && f.refers && typeof chosen[f.key] === 'string' && chosen[f.key] !== '',
  );
  const results = useQueries({
    queries: fields.map((f) => ({
      ...localizedQuery(
        moduleEndpoints(meta.module).reference,
        { query: { field: f.key, id: String(chosen[f.key]) } },
        language,
      ),
      staleTime: 60_000,
    })),
  });
  const references: RecordSummaries = {};
  fields.forEach((f, i) => {
    const summary = results[i]?.data;
    if (summary) references[f.key] = summary;
  });
  return {
    references,
    locked: new Set(fields.map((f) => f.key)),
    carried: Object.fromEntries(fields.map((f) => [f.key, chosen[f.key]])),
    ready: results.every((r) => !r.isPending),
  };
}

/** The form's permissions with the chosen records read only. */
export function lockChosen(
  definition: FormDefinition,
  permissions: FieldPermissions | undefined,
  locked: ReadonlySet<string>,
): FieldPermissions | undefined {
  if (locked.size === 0) return permissions;
  return Object.fromEntries(
    definition.fields.map((field) => [
      field.key,
      locked.has(field.key) ? 'read' : accessOf(field, permissions),
    ]),
  );
}
