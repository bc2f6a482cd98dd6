import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffairScreenProps } from '../../affair-screen';
import { ScanPanel } from '../../checkin/scan-panel';
import { GroupHeader } from '../../group-header';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { ACTIVITY_QUERIES, activities, xshdEndpoints } from './api';
import styles from '../../own-screens.module.css';
import { ActivityItem } from './parts';
import { useActivityTexts } from './texts';

/** activitySignIn: the student scans the organiser's rotating code (or types its six digits); below, the activities they have a place at. */
export function ActivitySignInPage(props: AffairScreenProps) {
  const t = useActivityTexts();
  const client = useQueryClient();
  const mine = useQuery(endpointQuery(xshdEndpoints.list, { query: { scope: 'mine' } }));
  const today = (mine.data ?? []).filter(
    (a) => a.mine?.status === 'accepted' && (a.stage === 'closed' || a.stage === 'running'),
  );
  return (
    <>
      <GroupHeader props={props} />
      <ScanPanel
        send={activities.checkin.scan}
        say={t}
        typed
        onDone={() => {
          void invalidateEndpoints(client, ACTIVITY_QUERIES);
        }}
      />
      {today.length > 0 && <h2 className={`${styles.card} ${styles.meta}`}>{t('signIn.today')}</h2>}
      {today.map((a) => (
        <ActivityItem key={a.id} activity={a} props={props} kind="activitySignUp" />
      ))}
    </>
  );
}
