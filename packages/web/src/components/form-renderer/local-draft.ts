import type { FormValues } from '@campus/contract';
import type { AppStorage } from '../../lib/storage';

/** What a form keeps on this device while someone fills it in. */
export interface LocalDraft {
  values: FormValues;
  savedAt: number;
}

/** Per form and user (one phone, several accounts); `scope` separates drafts of the same form (a task). */
export function localDraftKey(formKey: string, userId: string, scope?: string): string {
  return ['form-draft', formKey, userId, scope].filter(Boolean).join(':');
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Worth keeping: something was filled in. */
export function hasContent(values: FormValues): boolean {
  return Object.values(values).some((value) => !isBlank(value));
}

/** Autosaved drafts in local storage: restored when the form reopens, cleared once it is submitted. */
export function createLocalDrafts(storage: AppStorage, now: () => number = Date.now) {
  return {
    load(key: string): LocalDraft | null {
      const draft = storage.get<LocalDraft | null>(key, null);
      return draft && typeof draft.values === 'object' && draft.values !== null ? draft : null;
    },
    save(key: string, values: FormValues): void {
      if (hasContent(values)) storage.set(key, { values, savedAt: now() } satisfies LocalDraft);
      else storage.remove(key);
    },
    clear(key: string): void {
      storage.remove(key);
    },
  };
}

export type LocalDrafts = ReturnType<typeof createLocalDrafts>;
