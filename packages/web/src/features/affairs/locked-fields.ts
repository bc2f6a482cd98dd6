import type { AffairMeta, FieldPermissions, FormDefinition, LockedFrom } from '@campus/contract';

/**
 * The fields of an apply form the system fills (the academic year from the calendar, the ID
 * number from the student's record): the server sends them in `meta.locked` with their values in
 * `meta.initial` and takes its own values at submission; the screen shows them read-only.
 */
export function lockedFields(meta: AffairMeta): Record<string, LockedFrom> {
  return Object.fromEntries(
    Object.entries(meta.locked).filter(([field]) => meta.initial[field] !== undefined),
  ) as Record<string, LockedFrom>;
}

/** The start form's permissions (none: every field editable) with the locked fields read-only. */
export function withLocked(
  definition: FormDefinition,
  permissions: FieldPermissions | undefined,
  locked: Record<string, LockedFrom>,
): FieldPermissions | undefined {
  if (Object.keys(locked).length === 0) return permissions;
  return Object.fromEntries(
    definition.fields.map((field) => [
      field.key,
      field.key in locked ? 'read' : (permissions?.[field.key] ?? (permissions ? 'read' : 'edit')),
    ]),
  );
}
