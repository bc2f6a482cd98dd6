import { monthOf, shiftMonth, type WorkStudyHoursSheet } from '@campus/contract/affairs/zzgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import dayjs from '../../../../lib/dayjs';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { QueryView } from '../../../../components/query-view';
import { useCommand } from '../../../../components/workflow/use-command';
import { endpointQuery } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';
import { WORK_STUDY_QUERIES, workStudy, workStudyEndpoints } from './api';
import { HoursCard } from './hours-card';
import { monthLabel } from './month-label';
import { useWsTexts } from './texts';
import styles from './work-study.module.css';
import { ChipTabs } from '../../../../components/chip-tabs';

const MONTHS_BACK = 6;

/** Hours by month: this month and the five before, each placement on the caller's posts that month. */
export function HoursTab() {
  const text = useWsTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const current = monthOf(dayjs().format('YYYY-MM-DD'));
  const months = Array.from({ length: MONTHS_BACK }, (_, i) => shiftMonth(current, -i));
  const [month, setMonth] = useState(current);
  const sheet = useQuery(endpointQuery(workStudyEndpoints.hours, { query: { month } }));

  const body = (data: WorkStudyHoursSheet) => {
    const toConfirm = data.rows.flatMap((r) => (r.hours?.status === 'logged' ? [r.hours.id] : []));
    return (
      <>
        {data.mayConfirm && toConfirm.length > 0 && (
          <div className={styles.toolbar}>
            <Button
              color="primary"
              loading={busy}
              onClick={() =>
                void run(
                  () => reloadAfter(client, workStudy.confirmHours(toConfirm), WORK_STUDY_QUERIES),
                  text('confirmedToast'),
                )
              }
            >
              {text('confirmAll', { count: toConfirm.length })}
            </Button>
          </div>
        )}
        {data.rows.length === 0 && <EmptyState description={text('noRows')} />}
        {data.rows.map((row) => (
          <HoursCard
            // A new answer (saved, confirmed) starts the card from what is stored.
            key={`${row.placement.id}:${row.hours?.id ?? ''}:${row.hours?.loggedAt ?? ''}:${row.hours?.status ?? ''}`}
            month={data.month}
            weeks={data.weeks}
            row={row}
            caps={data.caps}
            mayConfirm={data.mayConfirm}
          />
        ))}
      </>
    );
  };

  return (
    <>
      <ChipTabs activeKey={month} onChange={setMonth} aria-label={text('month')}>
        {months.map((m) => (
          <ChipTabs.Tab key={m} title={monthLabel(text, m)} />
        ))}
      </ChipTabs>
      <QueryView query={sheet}>{body}</QueryView>
    </>
  );
}
