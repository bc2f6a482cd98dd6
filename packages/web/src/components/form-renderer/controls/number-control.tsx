import { localize, type NumberField } from '@campus/contract';
import { Input } from 'antd-mobile';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { ControlProps } from './control-props';
import styles from './controls.module.css';

/**
 * Numbers, integers and amounts. The text stays as typed ("1.", "-") while editing; the contract's
 * validator turns it into a number, or names the problem, when the form is checked.
 */
export function NumberControl({ field, value, onChange }: ControlProps<string | number, NumberField>) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const unit = localize(field.unit, language);
  return (
    <div className={styles.inline}>
      <Input
        id={field.key}
        value={value === undefined ? '' : String(value)}
        onChange={(next) => onChange?.(next === '' ? undefined : next)}
        placeholder={localize(field.placeholder, language) || t('form.placeholder.input')}
        inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
        clearable
      />
      {unit && <span className={styles.unit}>{unit}</span>}
    </div>
  );
}
