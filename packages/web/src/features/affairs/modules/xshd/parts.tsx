import type {
  ActivityCard,
  ActivitySignup,
  ActivityStage,
  ActivityView,
} from '@campus/contract/affairs/xshd';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { xshdEndpoints } from './api';
import styles from '../../own-screens.module.css';
import { useActivityTexts } from './texts';
import { useTargetId } from '../../target-id';

/** What the activities' screens share: the id in the address, the stage and sign-up tags, a card. */
export const useActivityId = useTargetId;

const STAGE_COLOR: Record<ActivityStage, 'primary' | 'success' | 'default' | 'warning' | 'danger'> = {
  signUp: 'success',
  closed: 'warning',
  running: 'primary',
  ended: 'default',
  summarised: 'default',
  cancelled: 'danger',
};

export function StageTag({ stage }: { stage: ActivityStage }) {
  const t = useActivityTexts();
  return <Tag color={STAGE_COLOR[stage]}>{t(`stage.${stage}`)}</Tag>;
}

export function MineTag({ mine }: { mine: ActivitySignup | null }) {
  const t = useActivityTexts();
  if (!mine) return null;
  if (mine.status === 'waiting')
    return (
      <Tag color="warning" fill="outline">
        {t('mine.waiting', { n: mine.position ?? 0 })}
      </Tag>
    );
  return (
    <Tag color={mine.status === 'accepted' ? 'success' : 'default'} fill="outline">
      {t(mine.signedInAt ? 'mine.signedIn' : `mine.${mine.status}`)}
    </Tag>
  );
}

export const when = (a: Pick<ActivityCard, 'startsAt' | 'endsAt'>) =>
  `${formatDateTime(a.startsAt, 'MM-DD HH:mm')} – ${formatDateTime(a.endsAt, 'HH:mm')}`;

/** An activity in a list; a tap opens it on the screen of `kind`. */
export function ActivityItem({
  activity,
  props,
  kind,
}: {
  activity: ActivityCard;
  props: AffairScreenProps;
  kind: string;
}) {
  const t = useActivityTexts();
  const navigate = useNavigate();
  return (
    // A div: an <article> may not take the link role its tap gives it (axe's aria-allowed-role).
    <div
      className={styles.card}
      role="link"
      tabIndex={0}
      onClick={() => navigate(screenPath(props, kind, { query: { id: activity.id } }))}
      onKeyDown={(e) =>
        e.key === 'Enter' && navigate(screenPath(props, kind, { query: { id: activity.id } }))
      }
    >
      <h2>{activity.name}</h2>
      <p className={styles.meta}>
        {when(activity)} · {activity.place}
      </p>
      <p className={styles.meta}>
        {t(`cat.${activity.category}`)} · {activity.organiser} ·{' '}
        {t('card.places', { accepted: activity.accepted, capacity: activity.capacity })}
        {activity.waiting > 0 && ` · ${t('card.waiting', { n: activity.waiting })}`}
      </p>
      <div className={styles.tags}>
        <StageTag stage={activity.stage} />
        {activity.credits > 0 && (
          <Tag color="primary" fill="outline">
            {t('card.credits', { n: activity.credits })}
          </Tag>
        )}
        <MineTag mine={activity.mine} />
      </div>
    </div>
  );
}

/** A screen about the activity in the address (?id=): the group's header, then the activity once read. */
export function OneActivity({
  props,
  children,
}: {
  props: AffairScreenProps;
  children: (activity: ActivityView) => ReactNode;
}) {
  const t = useActivityTexts();
  const id = useActivityId();
  const query = useQuery({ ...endpointQuery(xshdEndpoints.view, { params: { id } }), enabled: !!id });
  return (
    <>
      <GroupHeader props={props} />
      {id ? (
        <QueryView query={query}>{children}</QueryView>
      ) : (
        <p className={`${styles.card} ${styles.meta}`}>{t('missing')}</p>
      )}
    </>
  );
}
