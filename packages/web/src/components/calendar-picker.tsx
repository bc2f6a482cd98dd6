import type { CalendarPickerProps } from 'antd-mobile';
import { useEffect, useId } from 'react';
import { lazyOverlay } from './lazy-overlay';

/** Fetched when first opened, with antd-mobile's animation library (lazy-overlay.tsx, issue 31). */
const AntdCalendarPicker = lazyOverlay<CalendarPickerProps>(() =>
  import('./overlay-chunks/calendar-picker').then((m) => m.CalendarPicker),
);

/** antd-mobile's scrolling list of months inside the calendar sheet. */
const MONTHS = '.adm-calendar-picker-view-body';

/**
 * antd-mobile's CalendarPicker with its scrolling list of months reachable by keyboard (issue 35,
 * axe's scrollable-region-focusable): antd-mobile renders it as a plain scrolling div, so Tab
 * skipped it and the months below the first screenful could not be reached without a pointer.
 * The list is given a tab stop once the sheet has put it on the page.
 */
export function CalendarPicker(props: CalendarPickerProps) {
  const marker = `calendar-${useId().replace(/[^\w-]/g, '')}`;
  const { visible, popupClassName } = props;
  useEffect(() => {
    if (!visible) return;
    const focusable = () => {
      const months = document.querySelector(`.${marker} ${MONTHS}`);
      months?.setAttribute('tabindex', '0');
      return months !== null;
    };
    if (focusable()) return;
    // The sheet mounts its content after this render: wait for it.
    const observer = new MutationObserver(() => focusable() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [visible, marker]);
  return (
    <AntdCalendarPicker {...props} popupClassName={[popupClassName, marker].filter(Boolean).join(' ')} />
  );
}
