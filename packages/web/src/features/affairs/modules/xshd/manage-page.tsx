import type { ActivityView } from '@campus/contract/affairs/xshd';
import { useQuery } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import { useCommand } from '../../../../components/workflow/use-command';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { QrImage } from '../../checkin/qr-image';
import { TypedCode } from '../../checkin/typed-code';
import { useRotatingCode } from '../../checkin/use-rotating-code';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { ACTIVITY_QUERIES, activities, xshdEndpoints } from './api';
import styles from '../../own-screens.module.css';
import { ActivityItem, StageTag, useActivityId, when } from './parts';
import { useActivityTexts } from './texts';
import { FigureGrid } from '../../figure-grid';
import { ListOrOne } from '../../list-or-one';

function SignInCode({ pointId, label }: { pointId: string; label: string }) {
  const t = useActivityTexts();
  const { query, seconds } = useRotatingCode(['xshd', 'code', pointId], () =>
    activities.checkin.pointCode(pointId),
  );
  return (
    <SectionCard title={t('manage.code')}>
      <div className={styles.center}>
        {query.data && <QrImage text={query.data.code} label={label} size={240} />}
        {query.data?.typed && <TypedCode code={query.data.typed} />}
        <p className={styles.meta} aria-live="polite">
          {t('manage.codeHint', { seconds })}
        </p>
      </div>
    </SectionCard>
  );
}

/**
 * The participants; while sign-in is open the organiser checks in by hand one who has a place and
 * cannot scan (no camera, a flat battery).
 */
function Participants({ id, pointId }: { id: string; pointId: string | null }) {
  const t = useActivityTexts();
  const query = useQuery(endpointQuery(xshdEndpoints.participants, { params: { id } }));
  const { busy, run } = useCommand(ACTIVITY_QUERIES);
  const byHand = (point: string, studentId: string, name: string) => {
    void run(() => activities.checkin.checkInStudent(point, studentId), t('manage.checkedIn', { name }));
  };
  return (
    <SectionCard title={t('manage.participants')}>
      <ListQueryView query={query} empty={<p className={styles.meta}>{t('manage.noParticipants')}</p>}>
        {(rows) => (
          <List>
            {rows.map((p) => (
              <List.Item
                key={p.studentId}
                description={p.number}
                extra={
                  p.status === 'waiting' ? (
                    <Tag color="warning" fill="outline">
                      {t('mine.waiting', { n: p.position ?? 0 })}
                    </Tag>
                  ) : p.signedInAt ? (
                    <Tag color="success">{`${t('mine.signedIn')} ${formatDateTime(p.signedInAt, 'HH:mm')}`}</Tag>
                  ) : pointId ? (
                    <Button
                      size="mini"
                      color="primary"
                      fill="outline"
                      disabled={busy}
                      aria-label={t('manage.checkInLabel', { name: p.name })}
                      onClick={() => byHand(pointId, p.studentId, p.name)}
                    >
                      {t('manage.checkIn')}
                    </Button>
                  ) : (
                    <Tag fill="outline">{t('mine.accepted')}</Tag>
                  )
                }
              >
                {p.name}
              </List.Item>
            ))}
          </List>
        )}
      </ListQueryView>
    </SectionCard>
  );
}

function Managed({ activity, props }: { activity: ActivityView; props: AffairScreenProps }) {
  const t = useActivityTexts();
  const navigate = useNavigate();
  const live = activity.stage === 'closed' || activity.stage === 'running' || activity.stage === 'signUp';
  return (
    <>
      <SectionCard title={activity.name} extra={<StageTag stage={activity.stage} />}>
        <p className={styles.meta}>
          {when(activity)} · {activity.place}
        </p>
        <FigureGrid
          className={styles.figures}
          figures={[
            {
              key: 'accepted',
              value: `${activity.accepted}/${activity.capacity}`,
              label: t('manage.accepted'),
            },
            { key: 'waiting', value: activity.waiting, label: t('manage.waiting') },
            { key: 'signedIn', value: activity.signedIn, label: t('manage.signedIn') },
          ]}
        />
      </SectionCard>
      {live && activity.pointId && <SignInCode pointId={activity.pointId} label={activity.name} />}
      <div className={styles.actions}>
        {(activity.stage === 'ended' || activity.stage === 'summarised') && (
          <Button
            block
            color="primary"
            onClick={() => navigate(screenPath(props, 'activitySummary', { query: { id: activity.id } }))}
          >
            {t(activity.stage === 'ended' ? 'action.summary' : 'detail.summary')}
          </Button>
        )}
        {activity.acceptsWorks && (
          <Button
            block
            onClick={() => navigate(screenPath(props, 'activityWorks', { query: { id: activity.id } }))}
          >
            {t('action.viewWorks')}
          </Button>
        )}
      </div>
      <Participants id={activity.id} pointId={live ? activity.pointId : null} />
    </>
  );
}

/** activityManage: the activities the caller organises (staff: every one); ?id= one with its code and participants. */
export function ActivityManagePage(props: AffairScreenProps) {
  const t = useActivityTexts();
  const id = useActivityId();
  return (
    <ListOrOne
      props={props}
      id={id}
      oneQuery={endpointQuery(xshdEndpoints.view, { params: { id } })}
      listQuery={endpointQuery(xshdEndpoints.list, { query: { scope: 'organised' } })}
      empty={<p className={`${styles.card} ${styles.meta}`}>{t('list.organisedEmpty')}</p>}
      showOne={(a) => <Managed activity={a} props={props} />}
      showRow={(a) => <ActivityItem key={a.id} activity={a} props={props} kind="activityManage" />}
    />
  );
}
