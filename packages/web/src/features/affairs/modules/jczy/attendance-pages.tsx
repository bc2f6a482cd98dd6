import { localize } from '@campus/contract';
import { ATTENDANCE_MARKS, type MarkCounts } from '@campus/contract/affairs/jczy';
import { useQuery } from '@tanstack/react-query';
import { ProgressBar, Tag } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { campusEndpoints } from './api';
import styles from './campus.module.css';
import { useCampusTexts } from './texts';

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const MARK_COLOR = { present: 'success', late: 'warning', absent: 'danger', leave: 'primary' } as const;

function Counts({ counts }: { counts: MarkCounts }) {
  const t = useCampusTexts();
  return (
    <div className={styles.counts}>
      {ATTENDANCE_MARKS.map((m) => (
        <div key={m}>
          <strong>{counts[m]}</strong>
          <span>{t(`mark.${m}`)}</span>
        </div>
      ))}
    </div>
  );
}

/** attendanceStudent: the student's marks in every lesson, with counts and the rate. */
export function MyAttendancePage(props: AffairScreenProps) {
  const t = useCampusTexts();
  const language = useViewStore((s) => s.language);
  const mine = useQuery(endpointQuery(campusEndpoints.mine));
  return (
    <>
      <GroupHeader props={props} title={localize(props.screen.title!, language)} subtitle={t('mine.hint')} />
      <QueryView query={mine}>
        {(loaded) =>
          loaded.lines.length === 0 ? (
            <ErrorBlock status="empty" title={t('mine.empty')} description="" />
          ) : (
            <>
              <SectionCard title={`${t('mine.rate')} ${percent(loaded.rate)}`}>
                <Counts counts={loaded.counts} />
              </SectionCard>
              <SectionCard title={t('mine.hint')}>
                <ul className={styles.list}>
                  {loaded.lines.map((line) => (
                    <li key={`${line.date}-${line.period}`} className={styles.item}>
                      <div className={styles.itemHead}>
                        <span>{line.course}</span>
                        <Tag color={MARK_COLOR[line.mark]} fill="outline">
                          {t(`mark.${line.mark}`)}
                        </Tag>
                      </div>
                      <p className={styles.weak}>
                        {t('mine.line', { date: line.date, period: line.period, teacher: line.teacherName })}
                      </p>
                    </li>
                  ))}
                </ul>
              </SectionCard>
            </>
          )
        }
      </QueryView>
    </>
  );
}

/** attendanceRates: the attendance rate of each class in the caller's charge. */
export function AttendanceRatesPage(props: AffairScreenProps) {
  const t = useCampusTexts();
  const language = useViewStore((s) => s.language);
  const rates = useQuery(endpointQuery(campusEndpoints.rates));
  return (
    <>
      <GroupHeader props={props} title={localize(props.screen.title!, language)} subtitle={t('rates.hint')} />
      <QueryView query={rates}>
        {(loaded) =>
          loaded.classes.length === 0 ? (
            <ErrorBlock status="empty" title={t('rates.empty')} description="" />
          ) : (
            loaded.classes.map((c) => (
              <SectionCard key={c.classId} title={c.className} extra={<strong>{percent(c.rate)}</strong>}>
                <ProgressBar percent={(c.rate ?? 0) * 100} />
                <p className={styles.weak}>{t('rates.rolls', { n: c.rolls })}</p>
                <Counts counts={c.counts} />
              </SectionCard>
            ))
          )
        }
      </QueryView>
    </>
  );
}
