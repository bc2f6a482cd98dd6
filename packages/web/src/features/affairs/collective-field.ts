import type { AffairMeta, CollectiveChoice, FormDefinition, FormField } from '@campus/contract';

/**
 * A module naming a collective (a collective honour, `module.collective`): its field is a choice
 * among the collectives the server says the caller speaks for (the classes they lead or counsel,
 * the room they live in), each named with its kind, instead of free text; the server refuses any
 * other value whichever way it comes.
 */
export function withCollectiveChoice(
  definition: FormDefinition,
  meta: AffairMeta,
  /** A collective's name with its kind, in the reader's language ('软件工程2024级1班（班级）'). */
  named: (choice: CollectiveChoice) => string,
): FormDefinition {
  const field = meta.module.collective?.field;
  if (!field || !meta.collectives) return definition;
  const options = meta.collectives.map((c) => ({ value: c.name, label: named(c) }));
  return {
    ...definition,
    fields: definition.fields.map((f): FormField =>
      f.key === field
        ? {
            key: f.key,
            label: f.label,
            type: 'select',
            options,
            ...(f.required ? { required: true } : {}),
            ...(f.help ? { help: f.help } : {}),
            ...(f.section ? { section: f.section } : {}),
          }
        : f,
    ),
  };
}
