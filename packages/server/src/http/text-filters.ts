/**
 * Text filters, the common case of a list's filters: each key filters its column with the string
 * operators (`S`, `SN`, `SL`, ... see list-query.ts). Written once here, so a list names only
 * its keys and columns; a filter of another type, or with narrowed operators, is still spelt out
 * beside them. The columns keep their literal names (`const`, even where the list's own inference
 * would widen them to string) for `runList` to check against its query.
 */
export function textFilters<const C extends string>(
  columns: Readonly<Record<string, C>>,
): Record<string, { column: C; type: 'string' }> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, { column, type: 'string' as const }]),
  );
}
