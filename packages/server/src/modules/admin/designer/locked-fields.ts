import { localize, type FormDefinition, type Language } from '@campus/contract';
import type { AffairModuleDescriptor } from '@campus/contract';
import { POLICY_NAMES, say } from './texts.js';

/**
 * The fields of a student-affairs module's form that its rules read, each with why (in the
 * reader's language): list columns drawn from the form, fields the system fills (record fields,
 * prefills), the collective field, the subject template's paths, computed fields' inputs, the
 * fields its eligibility / quota / outcome / payout policies name, and what the group's server
 * code reads (the module's `lockedFields`). The designer keeps each of them: not removed, not
 * retyped, not hidden on the application if the shipped form edits it there, not made optional.
 */
export type LockedFields = Map<string, string>;

/** `{days}`, `{starter.name}` -> the form keys a subject template reads. */
function templatePaths(template: string | undefined): string[] {
  if (!template) return [];
  return [...template.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)(?:\.[^}]*)?\}/g)]
    .map((m) => m[1]!)
    .filter((name) => name !== 'starter');
}

/** Every string a policy holds (the form keys among them are the fields it reads). */
function strings(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, into));
  return into;
}

export function lockedFields(
  module: AffairModuleDescriptor,
  form: FormDefinition,
  /** The process's subject template (the school's), when the module does not set its own. */
  processSubject: string | null,
  lang: Language,
): LockedFields {
  const keys = new Set(form.fields.map((f) => f.key));
  const locked: LockedFields = new Map();
  const lock = (key: string, reason: string) => {
    if (keys.has(key) && !locked.has(key)) locked.set(key, reason);
  };
  const labelOf = (key: string) => localize(form.fields.find((f) => f.key === key)?.label, lang) || key;

  for (const [key, why] of Object.entries(module.lockedFields ?? {})) lock(key, localize(why, lang));
  for (const column of [...module.lists.mine, ...module.lists.review]) {
    if (column.source === 'form')
      lock(
        column.key,
        say(lang, 'lockColumn', { label: localize(column.label, lang) || labelOf(column.key) }),
      );
  }
  for (const key of Object.keys(module.recordFields ?? {})) lock(key, say(lang, 'lockRecord'));
  for (const key of Object.keys(module.prefill ?? {})) lock(key, say(lang, 'lockPrefill'));
  for (const key of strings(module.collective)) lock(key, say(lang, 'lockCollective'));
  const subjects = [
    processSubject ?? undefined,
    ...(typeof module.subject === 'string' ? [module.subject] : Object.values(module.subject ?? {})),
  ];
  for (const template of subjects)
    for (const key of templatePaths(template)) lock(key, say(lang, 'lockSubject'));
  for (const field of form.fields) {
    if (field.type !== 'computed') continue;
    for (const key of strings((field as { compute?: unknown }).compute))
      lock(key, say(lang, 'lockComputed', { label: labelOf(field.key) }));
  }
  const policies = {
    eligibility: module.eligibility,
    quota: module.quota,
    outcome: module.outcome,
    payout: module.payout,
  };
  for (const [name, policy] of Object.entries(policies)) {
    for (const key of strings(policy))
      lock(key, say(lang, 'lockPolicy', { policy: POLICY_NAMES[name]![lang] }));
  }
  return locked;
}
