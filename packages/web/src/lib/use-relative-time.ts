import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, relativeTime } from './format';

/** Says how long ago a moment was in the current language ("3分钟前", "3m ago"), else its date. */
export function useRelativeTime(): (time: number, now?: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (time: number, now = Date.now()) => {
      const relative = relativeTime(time, now);
      switch (relative.kind) {
        case 'justNow':
          return t('format.justNow');
        case 'seconds':
          return t('format.secondsAgo', { n: relative.value });
        case 'minutes':
          return t('format.minutesAgo', { n: relative.value });
        case 'hours':
          return t('format.hoursAgo', { n: relative.value });
        case 'days':
          return t('format.daysAgo', { n: relative.value });
        case 'date':
          return formatDateTime(time);
      }
    },
    [t],
  );
}
