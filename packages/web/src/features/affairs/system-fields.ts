import type { AffairMeta, FieldPermissions, FormDefinition, FormValues } from '@campus/contract';
import { accessOf } from '../../components/form-renderer/field-access';

/**
 * The fields of an apply form the system fills (the academic year, the ID number, the
 * evaluation's figures: `meta.systemFields`): one the system holds shows its value read-only
 * with where it comes from, one it does not hold the student types under a note that it is not
 * verified. The server takes the system's values at submission whatever the form sends.
 */
export function systemFieldsView(
  meta: AffairMeta,
  definition: FormDefinition,
  permissions: FieldPermissions | undefined,
  values: FormValues,
): { permissions: FieldPermissions | undefined; notes: Record<string, string>; values: FormValues } {
  const held = (key: string) => meta.systemFields[key]?.verified && meta.initial[key] !== undefined;
  const notes = Object.fromEntries(Object.entries(meta.systemFields).map(([key, { note }]) => [key, note]));
  // A held value is the system's even over a draft's: the draft was typed before it was known.
  const shown = { ...values };
  for (const key of Object.keys(meta.systemFields)) if (held(key)) shown[key] = meta.initial[key];
  if (!definition.fields.some((field) => held(field.key))) return { permissions, notes, values: shown };
  return {
    permissions: Object.fromEntries(
      definition.fields.map((field) => [field.key, held(field.key) ? 'read' : accessOf(field, permissions)]),
    ),
    notes,
    values: shown,
  };
}
