import {
  compute,
  localize,
  type FieldPermissions,
  type FormDefinition,
  type FormValues,
} from '@campus/contract';
import { List } from 'antd-mobile';
import { useViewStore } from '../../stores/view';
import { visibleGroups } from './field-access';
import styles from './form-renderer.module.css';
import { ReadOnlyValue } from './read-only-value';

interface ReadOnlyFormProps {
  definition: FormDefinition;
  /** The node's field permissions: hidden fields stay hidden; nothing is edited here. */
  permissions?: FieldPermissions;
  values: FormValues;
}

/**
 * A form the screen only reads (a request's detail, a task the caller does not hold), on
 * antd-mobile's List: the same cards and sections as the editing renderer without its Form, field
 * controls and validation, which then stay out of the screen's first load (issue 16).
 */
export function ReadOnlyForm({ definition, permissions, values }: ReadOnlyFormProps) {
  const language = useViewStore((s) => s.language);
  return (
    <div className={styles.readForm}>
      {visibleGroups(definition, permissions).map((group, index) => (
        <List
          key={index}
          mode="card"
          header={group.section !== undefined ? localize(group.section, language) : undefined}
        >
          {group.fields.map((field) => (
            <List.Item
              key={field.key}
              title={localize(field.label, language)}
              description={
                field.type === 'computed' ? localize(field.help, language) || undefined : undefined
              }
            >
              <ReadOnlyValue
                field={field}
                value={field.type === 'computed' ? compute(field.compute, values) : values[field.key]}
              />
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}
