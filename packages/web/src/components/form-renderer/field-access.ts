import type { FieldPermission, FieldPermissions, FormDefinition, FormField } from '@campus/contract';

/**
 * A field's access on this screen. Without permissions (a start form) every field is editable;
 * with them, a field they do not name is read-only, as the contract's validator reads it.
 * Computed fields are never edited.
 */
export function accessOf(field: FormField, permissions: FieldPermissions | undefined): FieldPermission {
  const access = permissions ? (permissions[field.key] ?? 'read') : 'edit';
  return field.type === 'computed' && access === 'edit' ? 'read' : access;
}

/** A run of fields under one heading (the `section` of its first field), in form order. */
export interface FieldGroup {
  section: FormField['section'];
  fields: FormField[];
}

/** Sections are texts, often a map by language: two fields share a section when the texts match. */
const sameSection = (a: FormField['section'], b: FormField['section']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The fields to show, hidden ones left out, grouped where a field starts a new section. */
export function visibleGroups(
  definition: FormDefinition,
  permissions: FieldPermissions | undefined,
): FieldGroup[] {
  const groups: FieldGroup[] = [];
  for (const field of definition.fields) {
    if (accessOf(field, permissions) === 'hidden') continue;
    const last = groups.at(-1);
    if (!last || (field.section !== undefined && !sameSection(field.section, last.section))) {
      groups.push({ section: field.section, fields: [field] });
    } else {
      last.fields.push(field);
    }
  }
  return groups;
}

/** The permissions a form is validated with when the screen is read-only: nothing editable. */
export function readOnlyPermissions(
  definition: FormDefinition,
  permissions?: FieldPermissions,
): FieldPermissions {
  return Object.fromEntries(
    definition.fields.map((field) => [
      field.key,
      accessOf(field, permissions) === 'hidden' ? 'hidden' : 'read',
    ]),
  );
}

/** Only the values of the fields this screen may edit: what a submit sends. */
export function editableValues(
  definition: FormDefinition,
  values: Record<string, unknown>,
  permissions: FieldPermissions | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (accessOf(field, permissions) === 'edit' && values[field.key] !== undefined)
      out[field.key] = values[field.key];
  }
  return out;
}
