import { localize, type DateRangeField } from '@campus/contract';
import dayjs from '../../../lib/dayjs';
import { useState } from 'react';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { ControlProps } from './control-props';
import { boundDate, DATE_FORMAT } from './date-bounds';
import { PickerTrigger } from '../../picker-trigger';
import { CalendarPicker } from '../../calendar-picker';

type Range = [string, string];

/** A start and an end day, picked on one calendar. */
export function DateRangeControl({ field, value, onChange }: ControlProps<Range, DateRangeField>) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [open, setOpen] = useState(false);
  const current: [Date, Date] | null =
    value && value.length === 2 ? [dayjs(value[0]).toDate(), dayjs(value[1]).toDate()] : null;
  return (
    <>
      <PickerTrigger
        id={field.key}
        text={value ? `${value[0]} ~ ${value[1]}` : undefined}
        placeholder={localize(field.placeholder, language) || t('form.placeholder.dateRange')}
        onOpen={() => setOpen(true)}
      />
      <CalendarPicker
        visible={open}
        selectionMode="range"
        title={localize(field.label, language)}
        min={boundDate(field.min, 'start')}
        max={boundDate(field.max, 'end')}
        defaultValue={current}
        onClose={() => setOpen(false)}
        onMaskClick={() => setOpen(false)}
        onConfirm={(range) =>
          onChange?.(
            range ? [dayjs(range[0]).format(DATE_FORMAT), dayjs(range[1]).format(DATE_FORMAT)] : undefined,
          )
        }
      />
    </>
  );
}
