import {
  compute,
  computeInputs,
  isRequired,
  localize,
  type FormField,
  type FormValues,
} from '@campus/contract';
import { Form, NoticeBar } from 'antd-mobile';
import dayjs from '../../lib/dayjs';
import { useEffect } from 'react';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { accessOf, visibleGroups } from './field-access';
import { FieldControl } from './field-control';
import styles from './form-renderer.module.css';
import { ReadOnlyValue } from './read-only-value';
import type { FormController } from './use-form-controller';

interface EditableFormProps {
  controller: FormController;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields a computed field reads, so it recomputes when one of them changes. */
function inputsOf(field: Extract<FormField, { type: 'computed' }>): string[] {
  return computeInputs(field.compute);
}

/**
 * Renders a contract form definition on antd-mobile's Form at phone width: each field edited,
 * read or hidden as the node's permissions say, computed fields live, problems under their fields.
 * A lazy chunk of its own (form-renderer.tsx), with antd-mobile's Form and the field controls.
 */
export function EditableForm({ controller }: EditableFormProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [form] = Form.useForm();
  const { bind, definition, permissions, initial, notes, errors, restored } = controller;
  useEffect(() => {
    bind(form);
    return () => bind(null);
  }, [bind, form]);

  const item = (field: FormField) => {
    const label = localize(field.label, language);
    const help = localize(field.help, language);
    const access = accessOf(field, permissions);
    if (field.type === 'computed') {
      return (
        <Form.Item key={field.key} label={label} description={help || undefined}>
          <Form.Subscribe to={inputsOf(field)}>
            {(_changed, current) => (
              <ReadOnlyValue
                field={field}
                value={compute(field.compute, {
                  ...initial,
                  ...(current.getFieldsValue(true) as FormValues),
                })}
                pending={t('form.computed.pending')}
              />
            )}
          </Form.Subscribe>
        </Form.Item>
      );
    }
    if (access !== 'edit') {
      // On a form being filled in, an empty field the user may not edit is only noise.
      if (isBlank(initial[field.key])) return null;
      return (
        <Form.Item key={field.key} label={label} description={notes?.[field.key] ?? (help || undefined)}>
          <ReadOnlyValue field={field} value={initial[field.key]} />
        </Form.Item>
      );
    }
    const editable = (required: boolean | undefined) => (
      <Form.Item
        key={field.key}
        name={field.key}
        label={label}
        required={required}
        description={notes?.[field.key] ?? (help || undefined)}
      >
        <FieldControl field={field} cellErrors={errors[field.key]?.cells} />
      </Form.Item>
    );
    if (!field.requiredWhen) return editable(field.required);
    // Marked required while its choice says so (the check itself is the contract's validateForm).
    return (
      <Form.Subscribe key={field.key} to={[field.requiredWhen.field]}>
        {(_changed, current) =>
          editable(isRequired(field, current.getFieldsValue(true) as FormValues, initial, permissions))
        }
      </Form.Subscribe>
    );
  };

  return (
    <>
      {restored && (
        <NoticeBar
          className={styles.restored}
          color="info"
          wrap
          content={t('form.draft.restored', { time: dayjs(restored.savedAt).format('MM-DD HH:mm') })}
          extra={
            <button type="button" className={styles.discard} onClick={controller.discardDraft}>
              {t('form.draft.discard')}
            </button>
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        mode="card"
        initialValues={initial}
        onValuesChange={controller.onValuesChange}
        className={styles.form}
      >
        {/* A flat list: antd-mobile's Form starts a new card at each Form.Header among its children. */}
        {visibleGroups(definition, permissions).flatMap((group, index) => [
          ...(group.section !== undefined
            ? [<Form.Header key={`section-${index}`}>{localize(group.section, language)}</Form.Header>]
            : []),
          ...group.fields.map(item),
        ])}
      </Form>
    </>
  );
}
