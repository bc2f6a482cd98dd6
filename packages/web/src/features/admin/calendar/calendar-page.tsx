import { calendarEndpoints } from '@campus/contract/routes/api/admin/calendar';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/http';
import { deskScreen } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { QueryBlock } from '../desk/query-block';
import own from './calendar-page.module.css';
import { DateList } from './date-list';
import { MonthPreview } from './month-preview';
import { TermsCard } from './terms-card';
import { useCalendarTexts } from './texts';
import { useSaveCalendar } from './use-save-calendar';

/**
 * The school calendar (/admin/calendar, issue 28): the terms of the school year, the public
 * holidays and make-up working days (school settings, each change in the change log), and a month
 * that shows them. Desk work at 1280 px (the lists beside the month), one column on a phone.
 */
export const CalendarPage = deskScreen(Calendar);

function Calendar() {
  const t = useCalendarTexts();
  const save = useSaveCalendar();
  const query = useQuery(endpointQuery(calendarEndpoints.get));
  return (
    <>
      <p className={styles.intro}>{t.intro}</p>
      <QueryBlock query={query} emptyText="" isEmpty={() => false}>
        {(calendar) => (
          <div className={own.layout}>
            <div>
              <TermsCard calendar={calendar} />
              <DateList
                title={t.holidays}
                hint={t.holidaysHint}
                dates={calendar.holidays}
                onChange={(holidays) => save({ ...calendar, holidays })}
              />
              <DateList
                title={t.workdays}
                hint={t.workdaysHint}
                dates={calendar.workdays}
                onChange={(workdays) => save({ ...calendar, workdays })}
              />
            </div>
            <MonthPreview calendar={calendar} />
          </div>
        )}
      </QueryBlock>
    </>
  );
}
