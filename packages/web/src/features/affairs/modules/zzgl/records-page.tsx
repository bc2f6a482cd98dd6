import { localize } from '@campus/contract';
import type { WorkStudyHours, WorkStudyMine, WorkStudyMinePlacement } from '@campus/contract/affairs/zzgl';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { ListCard } from '../../../../components/list-card';
import { QueryView } from '../../../../components/query-view';
import { useViewStore } from '../../../../stores/view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { workStudyEndpoints } from './api';
import { monthLabel } from './month-label';
import { useWsTexts } from './texts';
import styles from './work-study.module.css';
import { FigureGrid } from '../../figure-grid';

function MonthTag({ month }: { month: WorkStudyHours }) {
  const text = useWsTexts();
  if (month.paid) return <Tag color="success">{text('paid')}</Tag>;
  if (month.status === 'confirmed') return <Tag color="primary">{text('confirmed')}</Tag>;
  return (
    <Tag color="warning" fill="outline">
      {text('logged')}
    </Tag>
  );
}

function PlacementCard({
  placement,
  props,
}: {
  placement: WorkStudyMinePlacement;
  props: AffairScreenProps;
}) {
  const text = useWsTexts();
  const navigate = useNavigate();
  const active = placement.status === 'active';
  const tag = placement.resigning ? (
    <Tag color="warning">{text('resigning')}</Tag>
  ) : active ? (
    <Tag color="success">{text('placed')}</Tag>
  ) : (
    <Tag>{text('endedTag')}</Tag>
  );
  return (
    <article className={styles.card} aria-label={placement.postTitle}>
      <div className={styles.cardHead}>
        <h2>{placement.postTitle}</h2>
        {tag}
      </div>
      <p className={styles.cardLine}>
        {[
          placement.departmentName,
          text('since', { date: placement.startDate }),
          placement.endDate ? text('endedOn', { date: placement.endDate }) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <FigureGrid
        className={styles.figures}
        figures={[
          {
            key: 'hours',
            value: text('hoursValue', { hours: placement.totalHours }),
            label: text('totalHours'),
          },
          { key: 'pay', value: text('money', { amount: placement.totalPay }), label: text('totalPay') },
        ]}
      />
      {placement.months.length === 0 ? (
        <p className={styles.cardLine}>{text('noMonths')}</p>
      ) : (
        <ul className={styles.months}>
          {placement.months.map((month) => (
            <li key={month.id} className={styles.month}>
              <strong>{monthLabel(text, month.month)}</strong>
              <small>{text('monthLine', { hours: month.hours, rate: month.rate, pay: month.pay })}</small>
              <MonthTag month={month} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.cardFoot}>
        <span className={styles.rate}>{text('rate', { rate: placement.hourlyRate })}</span>
        {active && !placement.resigning && (
          <Button
            size="small"
            fill="outline"
            onClick={() =>
              navigate(
                screenPath(props, 'apply', { module: 'resignation', query: { postId: placement.postId } }),
              )
            }
          >
            {text('resign')}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The student's posts (on them now first), each month's hours and pay, and what is under review. */
export function WorkStudyRecordsPage(props: AffairScreenProps) {
  const text = useWsTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const mine = useQuery(endpointQuery(workStudyEndpoints.mine));
  const body = (data: WorkStudyMine) => (
    <>
      {data.placements.length === 0 && (
        <div className={styles.empty}>
          <EmptyState description={text('noPlacements')} />
          <Button color="primary" fill="outline" onClick={() => navigate(screenPath(props, 'workStudy'))}>
            {text('findPosts')}
          </Button>
        </div>
      )}
      {data.placements.map((placement) => (
        <PlacementCard key={placement.id} placement={placement} props={props} />
      ))}
      {data.applications.length > 0 && (
        <>
          <h2 className={styles.section}>{text('applications')}</h2>
          {data.applications.map((application) => (
            <ListCard
              key={application.requestId}
              title={application.postTitle}
              tag={
                <Tag color="primary" fill="outline">
                  {text('applied')}
                </Tag>
              }
              onClick={() =>
                navigate(
                  screenPath(props, 'detail', { module: 'workStudy', query: { id: application.requestId } }),
                )
              }
            />
          ))}
        </>
      )}
    </>
  );
  return (
    <>
      <GroupHeader props={props} title={localize(props.screen.title, language)}>
        {mine.data && (
          <span className={styles.caps}>
            {text('caps', {
              week: mine.data.caps.maxHoursWeek,
              month: mine.data.caps.maxHoursMonth,
              pay: mine.data.caps.minHourlyPay,
            })}
          </span>
        )}
      </GroupHeader>
      <QueryView query={mine}>{body}</QueryView>
    </>
  );
}
