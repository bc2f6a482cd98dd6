import { DatePicker } from 'antd-mobile';
import { usePortalTexts } from '../../i18n/portal-texts';

interface LoseDatePickerProps {
  visible: boolean;
  value: Date | null;
  onClose: () => void;
  onConfirm: (day: Date) => void;
}

function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

/**
 * The last day an announcement is shown, from today on. The editor fetches it on the first tap on
 * that row: the picker's wheels and gestures are no part of the editor's first load (issue 16).
 */
export function LoseDatePicker({ visible, value, onClose, onConfirm }: LoseDatePickerProps) {
  const { t } = usePortalTexts();
  return (
    <DatePicker
      visible={visible}
      value={value}
      min={startOfToday()}
      title={t('notice.field.loseDate')}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
