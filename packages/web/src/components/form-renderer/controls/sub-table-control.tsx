import { localize, type FormValues, type SubTableField } from '@campus/contract';
import { Button } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { ControlProps } from './control-props';
import { SimpleControl } from './simple-control';
import styles from './controls.module.css';

interface SubTableControlProps extends ControlProps<FormValues[], SubTableField> {
  /** Problems of single cells by "row.column". */
  cellErrors?: Record<string, string>;
}

/** Rows of simple fields (family members, expenses): each row a small card, rows added and removed. */
export function SubTableControl({ field, value, onChange, cellErrors = {} }: SubTableControlProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const rows = value ?? [];
  const canAdd = field.maxRows === undefined || rows.length < field.maxRows;

  const setRows = (next: FormValues[]) => onChange?.(next.length ? next : undefined);
  const setCell = (index: number, key: string, cell: unknown) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, [key]: cell } : row)));

  return (
    <div className={styles.rows}>
      {rows.map((row, index) => (
        <section key={index} className={styles.row} aria-label={t('form.subTable.row', { n: index + 1 })}>
          <header className={styles.rowHeader}>
            <span>{t('form.subTable.row', { n: index + 1 })}</span>
            <button
              type="button"
              className={styles.rowRemove}
              aria-label={t('form.subTable.remove')}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            >
              <DeleteOutline />
            </button>
          </header>
          {field.columns.map((column) => {
            const error = cellErrors[`${index}.${column.key}`];
            return (
              <div key={column.key} className={styles.cell}>
                <span className={styles.cellLabel}>
                  {column.required && <i className={styles.required}>*</i>}
                  {localize(column.label, language)}
                </span>
                <SimpleControl
                  field={{ ...column, key: `${field.key}-${index}-${column.key}` }}
                  value={row[column.key]}
                  onChange={(cell) => setCell(index, column.key, cell)}
                />
                {error && (
                  <span className={styles.cellError} role="alert">
                    {error}
                  </span>
                )}
              </div>
            );
          })}
        </section>
      ))}
      {canAdd && (
        <Button size="small" fill="outline" color="primary" onClick={() => setRows([...rows, {}])}>
          <AddOutline /> {t('form.subTable.add')}
        </Button>
      )}
    </div>
  );
}
