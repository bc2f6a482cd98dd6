import { calendarEndpoints, type SchoolCalendar } from '@campus/contract/routes/api/admin/calendar';
import { directoryEndpoints } from '@campus/contract/routes/api/admin/directory';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, http } from '../../../api/http';
import { showToast } from '../../../components/feedback';
import { useCalendarTexts } from './texts';

/**
 * Saves the whole calendar (what the server keeps together): true when saved; a refusal is shown
 * in the reader's language (the envelope's message) and leaves the screen as it was.
 */
export function useSaveCalendar() {
  const t = useCalendarTexts();
  const client = useQueryClient();
  return async (next: SchoolCalendar): Promise<boolean> => {
    try {
      await call(calendarEndpoints.save, { body: next }, { loading: true });
      void showToast({ icon: 'success', content: t.saved });
      await invalidateEndpoints(client, [calendarEndpoints.get, directoryEndpoints.summary]);
      return true;
    } catch (error) {
      http.report(error);
      return false;
    }
  };
}
