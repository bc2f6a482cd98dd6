import type { FieldPermissions, FormDefinition, FormField, FormValues } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from '../../lib/dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RequestError } from '../../api/core/request-error';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { storage } from '../../lib/storage';
import { useStableObject } from '../../lib/use-stable-object';
import { useSessionStore } from '../../stores/session';
import { useViewStore } from '../../stores/view';
import { editableValues } from './field-access';
import { fieldErrorsOfReply, groupFieldErrors, type FieldError, type FieldErrors } from './field-errors';
import { checkForm, type FormCheck } from './form-check';
import { createLocalDrafts, localDraftKey, type LocalDraft } from './local-draft';
import { loadedDictionaries } from './use-field-options';
import { showToast } from '../feedback';

/** How long typing pauses before the draft is written. */
const AUTOSAVE_DELAY_MS = 600;

export interface FormControllerOptions {
  definition: FormDefinition;
  /** The node's field permissions; none: a start form, everything editable. */
  permissions?: FieldPermissions;
  /** Stored values: a request, a server draft. */
  initialValues?: FormValues;
  /** Keep what is typed on this device (per form and user; `scope` tells drafts of one form apart). */
  autosave?: { scope?: string };
  /**
   * Where a field's value comes from, shown under it in place of its help: "from the school
   * calendar" under a value the system fills, "typed by the student, not verified" under one the
   * student must type because the system does not hold it.
   */
  notes?: Record<string, string>;
  /**
   * Values the request carries that nobody edits on this form (a record the link that opened it
   * chose, shown read only): sent with the submission and the server draft as they are.
   */
  carried?: FormValues;
}

function dictionaryKeys(definition: FormDefinition): string[] {
  const fields: FormField[] = definition.fields.flatMap((f) => (f.type === 'subTable' ? f.columns : [f]));
  return fields.flatMap((f) =>
    (f.type === 'select' || f.type === 'radio' || f.type === 'checkbox') && !f.options && f.dictionary
      ? [f.dictionary]
      : [],
  );
}

const localDrafts = createLocalDrafts(storage);

/**
 * What the controller needs of the rendered form (antd-mobile's FormInstance): the renderer binds
 * its form on mount. The controller itself does not import antd-mobile's Form, so a screen's first
 * load need not carry it (the editing renderer is a lazy chunk, issue 16).
 */
export interface FormHandle {
  getFieldsValue: (all: true) => unknown;
  setFieldsValue: (values: FormValues) => void;
  setFields: (fields: { name: string; errors: string[] }[]) => void;
}

/**
 * The state of one rendered form: its values (in antd-mobile's Form), the problems found by the
 * contract's validator or named by the server, and the draft kept on this device.
 */
export function useFormController({
  definition,
  permissions,
  initialValues,
  autosave,
  notes,
  carried,
}: FormControllerOptions) {
  const client = useQueryClient();
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const userId = useSessionStore((s) => s.uuid);
  const draftKey = autosave && userId ? localDraftKey(definition.key, userId, autosave.scope) : undefined;

  // Read once: the draft restored when the form opened (cleared if the user discards it).
  const [restored, setRestored] = useState<LocalDraft | null>(() =>
    draftKey ? localDrafts.load(draftKey) : null,
  );
  // A draft gives back only what the user may edit: a locked value is never an old draft's.
  const [initial] = useState<FormValues>(() => ({
    ...initialValues,
    ...(restored ? editableValues(definition, restored.values, permissions) : {}),
  }));
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  // After the first check the form re-checks itself as the user fixes things.
  const [checkedOnce, setCheckedOnce] = useState(false);
  const saveTimer = useRef<number>(undefined);
  // The rendered form, once bound; the values as last typed (the initial ones until then).
  const form = useRef<FormHandle | null>(null);
  const [current, setCurrent] = useState<FormValues>(initial);
  const read = useCallback(
    (): FormValues => (form.current ? (form.current.getFieldsValue(true) as FormValues) : current),
    [current],
  );

  const check = useCallback(
    (): FormCheck =>
      checkForm(definition, read(), {
        permissions,
        dictionaries: loadedDictionaries(client, dictionaryKeys(definition), language),
        today: dayjs().format('YYYY-MM-DD'),
        language,
      }),
    [client, definition, read, language, permissions],
  );

  const show = useCallback((found: readonly FieldError[]) => setErrors(groupFieldErrors(found)), []);

  // The problems go into antd-mobile's Form, which shows each under its field.
  const [bound, setBound] = useState(false);
  useEffect(() => {
    form.current?.setFields(
      definition.fields.map((f) => ({ name: f.key, errors: errors[f.key]?.own ?? [] })),
    );
  }, [definition, errors, bound]);

  /** The renderer hands its form over when it mounts (and null when it goes). */
  const bind = useCallback((handle: FormHandle | null) => {
    form.current = handle;
    setBound(handle !== null);
  }, []);

  const scrollToFirstProblem = () =>
    window.requestAnimationFrame(() =>
      document
        .querySelector('.adm-form-item-has-error')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );

  /** Checks the form; the values to submit, or undefined after marking what is wrong. */
  const submit = useCallback((): FormValues | undefined => {
    const result = check();
    setCheckedOnce(true);
    show(result.errors);
    if (result.errors.length === 0) return { ...result.values, ...carried };
    void showToast({ content: t('form.fixErrors') });
    scrollToFirstProblem();
    return undefined;
  }, [carried, check, show, t]);

  /** Marks the fields a refusal names; true when it named any. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      const found = error instanceof RequestError ? fieldErrorsOfReply(error.reply?.variables, language) : [];
      if (found.length === 0) return false;
      show(found);
      scrollToFirstProblem();
      return true;
    },
    [language, show],
  );

  const onValuesChange = useCallback(
    (_changed: FormValues, all: FormValues) => {
      setCurrent(all);
      if (checkedOnce) show(check().errors);
      if (!draftKey) return;
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(
        () => localDrafts.save(draftKey, editableValues(definition, all, permissions)),
        AUTOSAVE_DELAY_MS,
      );
    },
    [check, checkedOnce, definition, draftKey, permissions, show],
  );

  useEffect(() => () => window.clearTimeout(saveTimer.current), []);

  /** Forgets the draft on this device: after a submit, or when the user discards it. */
  const clearDraft = useCallback(() => {
    window.clearTimeout(saveTimer.current);
    if (draftKey) localDrafts.clear(draftKey);
    setRestored(null);
  }, [draftKey]);

  const discardDraft = useCallback(() => {
    clearDraft();
    // Every field back to what was stored, including those only the draft had filled in.
    const stored = Object.fromEntries(definition.fields.map((f) => [f.key, initialValues?.[f.key]]));
    form.current?.setFieldsValue(stored);
    setCurrent(stored);
  }, [clearDraft, definition, initialValues]);

  const values = read;
  /** What this step may edit, as typed (unchecked): for saving without submitting. */
  const editable = useCallback(
    () => ({ ...editableValues(definition, read(), permissions), ...carried }),
    [carried, definition, read, permissions],
  );

  return useStableObject({
    bind,
    /** The values as last typed, for screens that follow a field (a choice narrowing another). */
    current,
    definition,
    permissions,
    initial,
    notes,
    errors,
    restored,
    submit,
    values,
    editable,
    showServerErrors,
    onValuesChange,
    clearDraft,
    discardDraft,
  });
}

export type FormController = ReturnType<typeof useFormController>;
