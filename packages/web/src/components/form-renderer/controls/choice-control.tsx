import { localize, type ChoiceField } from '@campus/contract';
import { DotLoading, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import { useFieldOptions } from '../use-field-options';
import type { ControlProps } from './control-props';
import { PickerTrigger } from '../../picker-trigger';
import { Picker } from '../../overlays';

type ChoiceValue = string | string[];

/**
 * Choices: a drop-down picker for `select`, tappable chips for `radio` (one) and `checkbox`
 * (several): on a phone chips show every option at once and need one tap.
 */
export function ChoiceControl({ field, value, onChange }: ControlProps<ChoiceValue, ChoiceField>) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [open, setOpen] = useState(false);
  const options = useFieldOptions(field);
  if (!options) return <DotLoading />;

  if (field.type === 'select') {
    const selected = typeof value === 'string' ? value : undefined;
    return (
      <>
        <PickerTrigger
          id={field.key}
          text={options.find((o) => o.value === selected)?.label}
          placeholder={localize(field.placeholder, language) || t('form.placeholder.select')}
          onOpen={() => setOpen(true)}
        />
        <Picker
          visible={open}
          onClose={() => setOpen(false)}
          title={localize(field.label, language)}
          columns={[options]}
          value={selected ? [selected] : []}
          onConfirm={([picked]) => onChange?.(typeof picked === 'string' ? picked : undefined)}
        />
      </>
    );
  }

  const multiple = field.type === 'checkbox';
  const selected = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return (
    <Selector
      multiple={multiple}
      showCheckMark={false}
      options={options}
      value={selected}
      onChange={(next) => onChange?.(multiple ? (next.length ? next : undefined) : next[0])}
    />
  );
}
