import { localize, type DateField } from '@campus/contract';
import dayjs from '../../../lib/dayjs';
import { useState } from 'react';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { ControlProps } from './control-props';
import { boundDate, DATE_FORMAT, DATETIME_FORMAT } from './date-bounds';
import { PickerTrigger } from '../../picker-trigger';
import { DatePicker } from '../../overlays';

/** A date, or a date with time to the minute, as yyyy-MM-dd[ HH:mm]. */
export function DateControl({ field, value, onChange }: ControlProps<string, DateField>) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [open, setOpen] = useState(false);
  const withTime = field.type === 'datetime';
  const format = withTime ? DATETIME_FORMAT : DATE_FORMAT;
  const current = value && dayjs(value).isValid() ? dayjs(value).toDate() : undefined;
  return (
    <>
      <PickerTrigger
        id={field.key}
        text={value}
        placeholder={localize(field.placeholder, language) || t('form.placeholder.date')}
        onOpen={() => setOpen(true)}
      />
      <DatePicker
        visible={open}
        onClose={() => setOpen(false)}
        precision={withTime ? 'minute' : 'day'}
        min={boundDate(field.min, 'start')}
        max={boundDate(field.max, 'end')}
        value={current}
        title={localize(field.label, language)}
        onConfirm={(picked) => onChange?.(dayjs(picked).format(format))}
      />
    </>
  );
}
