import { localize, type FormattedField, type TextField } from '@campus/contract';
import { Input, TextArea } from 'antd-mobile';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { ControlProps } from './control-props';

/** The keyboard and length each formatted kind of text wants on a phone. */
const FORMATTED = {
  phone: { type: 'tel', inputMode: 'numeric', maxLength: 11 },
  idCard: { type: 'text', inputMode: 'text', maxLength: 18 },
  email: { type: 'email', inputMode: 'email', maxLength: 100 },
} as const;

/** Single and multi-line text, phone numbers, ID card numbers and e-mail addresses. */
export function TextControl({ field, value, onChange }: ControlProps<string, TextField | FormattedField>) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const placeholder = localize(field.placeholder, language) || t('form.placeholder.input');
  const change = (next: string) => onChange?.(next === '' ? undefined : next);
  if (field.type === 'textarea') {
    return (
      <TextArea
        id={field.key}
        value={value ?? ''}
        onChange={change}
        placeholder={placeholder}
        maxLength={field.maxLength}
        showCount={field.maxLength !== undefined}
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
    );
  }
  const formatted = field.type === 'text' ? undefined : FORMATTED[field.type];
  return (
    <Input
      id={field.key}
      value={value ?? ''}
      onChange={change}
      placeholder={placeholder}
      clearable
      type={formatted?.type}
      inputMode={formatted?.inputMode}
      maxLength={formatted?.maxLength ?? (field.type === 'text' ? field.maxLength : undefined)}
    />
  );
}
