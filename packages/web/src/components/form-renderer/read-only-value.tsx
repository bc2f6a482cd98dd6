import type { AttachmentRef, ChoiceField, FormField, FormValues, SimpleField } from '@campus/contract';
import { localize } from '@campus/contract';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { AuthImage } from '../auth-image';
import { AttachmentList } from './attachment-list';
import { displayText } from './display-value';
import { RecordReference, useReference } from './record-reference';
import styles from './form-renderer.module.css';
import { useFieldOptions } from './use-field-options';

const isChoice = (field: FormField): field is ChoiceField =>
  field.type === 'select' || field.type === 'radio' || field.type === 'checkbox';

/** One value as text: choices by their labels, numbers with their units. */
function ValueText({ field, value, pending }: { field: FormField; value: unknown; pending?: string }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const options = useFieldOptions(isChoice(field) ? field : undefined);
  const text = displayText(field, value, { language, options, yes: t('form.yes'), no: t('form.no') });
  return text ? (
    <span className={styles.readText}>{text}</span>
  ) : (
    <span className={styles.notFilled}>{pending ?? t('form.notFilled')}</span>
  );
}

function SubTableRows({ columns, rows }: { columns: SimpleField[]; rows: FormValues[] }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  return (
    <div className={styles.readRows}>
      {rows.map((row, index) => (
        <dl key={index} className={styles.readRow} aria-label={t('form.subTable.row', { n: index + 1 })}>
          {columns.map((column) => (
            <div key={column.key}>
              <dt>{localize(column.label, language)}</dt>
              <dd>
                <ValueText field={column} value={row[column.key]} />
              </dd>
            </div>
          ))}
        </dl>
      ))}
    </div>
  );
}

interface ReadOnlyValueProps {
  field: FormField;
  value: unknown;
  /** Said instead of "not filled in" while a value is still to come (a computed field). */
  pending?: string;
}

/** A record's id as the record it names, as far as the caller may read it (record-reference.tsx). */
function ReferredRecord({ fieldKey }: { fieldKey: string }) {
  return <RecordReference summary={useReference(fieldKey)} />;
}

/** A value the screen may only read, shown the way its type reads best. */
export function ReadOnlyValue({ field, value, pending }: ReadOnlyValueProps) {
  const { t } = useWorkflowTexts();
  if (field.type === 'text' && field.refers && typeof value === 'string' && value !== '')
    return <ReferredRecord fieldKey={field.key} />;
  const attachments = Array.isArray(value) ? (value as AttachmentRef[]) : [];
  switch (field.type) {
    case 'upload':
    case 'image':
      return attachments.length ? (
        <AttachmentList attachments={attachments} images={field.type === 'image'} />
      ) : (
        <ValueText field={field} value={undefined} />
      );
    case 'signature':
      return value ? (
        <AuthImage
          attachmentId={(value as AttachmentRef).id}
          alt={t('form.signature.title')}
          className={styles.signature}
        />
      ) : (
        <ValueText field={field} value={undefined} />
      );
    case 'subTable':
      return Array.isArray(value) && value.length ? (
        <SubTableRows columns={field.columns} rows={value as FormValues[]} />
      ) : (
        <ValueText field={field} value={undefined} />
      );
    default:
      return <ValueText field={field} value={value} pending={pending} />;
  }
}
