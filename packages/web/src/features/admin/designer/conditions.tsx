import type { DesignerCondition } from '@campus/contract/api/admin/designer-model';
import { DESIGNER_CONDITIONS_MAX } from '@campus/contract/api/admin/designer-values';
import { Button } from 'antd-mobile';
import { useViewStore } from '../../../stores/view';
import styles from './designer.module.css';
import {
  addCondition,
  choiceOptions,
  fieldLabel,
  operatorsFor,
  removeCondition,
  setCondition,
  valueKind,
  type Field,
  type Step,
} from './draft';
import { useDesignerTexts } from './texts';

interface ConditionsProps {
  step: Step;
  /** The form's fields a condition may read. */
  fields: readonly Field[];
  /** The applicant's attributes a condition may read (`starter.grade`, ...). */
  starterFields: readonly { key: string; label: string }[];
  onChange: (step: Step) => void;
}

/** "Applies when": each condition a field, a comparison and a value; none: the step always applies. */
export function Conditions({ step, fields, starterFields, onChange }: ConditionsProps) {
  const t = useDesignerTexts();
  const fieldOf = (key: string) => fields.find((f) => f.key === key);
  return (
    <div className={`${styles.block} ${styles.wideBlock}`} role="group" aria-label={t.when}>
      <span className={styles.blockTitle}>{t.when}</span>
      {step.when.length === 0 && <span>{t.always}</span>}
      {step.when.map((condition, i) => (
        <ConditionLine
          key={i}
          condition={condition}
          field={fieldOf(condition.field)}
          fields={fields}
          starterFields={starterFields}
          onChange={(change) => onChange(setCondition(step, i, change, fieldOf))}
          onRemove={() => onChange(removeCondition(step, i))}
        />
      ))}
      {step.when.length < DESIGNER_CONDITIONS_MAX && fields.length > 0 && (
        <div>
          <Button size="small" onClick={() => onChange(addCondition(step, fields))}>
            {t.addCondition}
          </Button>
        </div>
      )}
    </div>
  );
}

function ConditionLine({
  condition,
  field,
  fields,
  starterFields,
  onChange,
  onRemove,
}: {
  condition: DesignerCondition;
  field: Field | undefined;
  fields: readonly Field[];
  starterFields: readonly { key: string; label: string }[];
  onChange: (change: Partial<DesignerCondition>) => void;
  onRemove: () => void;
}) {
  const t = useDesignerTexts();
  const language = useViewStore((s) => s.language);
  const kind = valueKind(field);
  const options = choiceOptions(field);
  const list = condition.op === 'in' || condition.op === 'notIn';
  const values = Array.isArray(condition.value) ? condition.value : [];
  let input;
  if (kind === 'choice' && options.length > 0 && list)
    input = (
      <span className={styles.line} role="group" aria-label={t.value}>
        {options.map((o) => (
          <label key={o.value}>
            <input
              type="checkbox"
              checked={values.includes(o.value)}
              onChange={(e) =>
                onChange({
                  value: e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value),
                })
              }
            />
            {o.label}
          </label>
        ))}
      </span>
    );
  else if (kind === 'choice' && options.length > 0)
    input = (
      <select
        aria-label={t.value}
        value={String(condition.value)}
        onChange={(e) => onChange({ value: e.target.value })}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else if (kind === 'boolean')
    input = (
      <select
        aria-label={t.value}
        value={String(condition.value)}
        onChange={(e) => onChange({ value: e.target.value === 'true' })}
      >
        <option value="true">{t.yes}</option>
        <option value="false">{t.no}</option>
      </select>
    );
  else if (kind === 'number')
    input = (
      <input
        aria-label={t.value}
        className={styles.narrow}
        type="number"
        inputMode="decimal"
        value={String(condition.value)}
        onChange={(e) => onChange({ value: e.target.value === '' ? 0 : Number(e.target.value) })}
      />
    );
  else
    input = (
      <input
        aria-label={t.value}
        maxLength={100}
        // A list as comma-separated values (a dictionary's codes).
        value={Array.isArray(condition.value) ? condition.value.join(',') : String(condition.value)}
        onChange={(e) =>
          onChange({
            value: list
              ? e.target.value
                  .split(',')
                  .map((v) => v.trim())
                  .filter(Boolean)
              : e.target.value,
          })
        }
      />
    );
  return (
    <div className={styles.line}>
      <select
        aria-label={t.conditionField}
        value={condition.field}
        onChange={(e) => onChange({ field: e.target.value })}
      >
        <optgroup label={t.formGroup}>
          {fields.map((f) => (
            <option key={f.key} value={f.key}>
              {fieldLabel(f, language)}
            </option>
          ))}
        </optgroup>
        {starterFields.length > 0 && (
          <optgroup label={t.starterGroup}>
            {starterFields.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <select
        aria-label={t.operator}
        value={condition.op}
        onChange={(e) => onChange({ op: e.target.value as DesignerCondition['op'] })}
      >
        {operatorsFor(kind).map((op) => (
          <option key={op} value={op}>
            {t.operators[op]}
          </option>
        ))}
      </select>
      {input}
      <button type="button" className={styles.iconButton} aria-label={t.removeCondition} onClick={onRemove}>
        ×
      </button>
    </div>
  );
}
