import type { UiKey } from '../../i18n/ui-messages';

/** The greeting for an hour of the day (0-23): morning until noon, afternoon until 18:00. */
export function greetingFor(hour: number): UiKey {
  if (hour >= 5 && hour < 12) return 'dashboard.greeting.morning';
  if (hour >= 12 && hour < 18) return 'dashboard.greeting.afternoon';
  return 'dashboard.greeting.evening';
}
