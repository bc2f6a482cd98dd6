import type { TemplateColumn, TemplateRow as Row } from '../../api/templates';
import { rowView, type Dictionaries } from './template-view';
import styles from './template-row.module.css';

interface TemplateRowProps {
  row: Row;
  columns: readonly TemplateColumn[];
  dictionaries: Dictionaries;
}

/** One row of a data template: its first column as the title, the others as labelled lines. */
export function TemplateRow({ row, columns, dictionaries }: TemplateRowProps) {
  const { title, fields } = rowView(row, columns, dictionaries);
  return (
    <article className={styles.row}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.key} className={styles.field}>
            <dt>{field.label}</dt>
            <dd>{field.text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
