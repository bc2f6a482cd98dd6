import type { ActivityView } from '@campus/contract/affairs/xshd';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, List, Tabs, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { AttachmentList } from '../../../../components/form-renderer/attachment-list';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { SubmitButton } from '../../submit-button';
import { ACTIVITY_QUERIES, activities, xshdEndpoints } from './api';
import styles from '../../own-screens.module.css';
import { ActivityItem, MineTag, StageTag, useActivityId, when } from './parts';
import { useActivityTexts } from './texts';

function ActivityList({ props, scope }: { props: AffairScreenProps; scope: 'open' | 'mine' }) {
  const t = useActivityTexts();
  const query = useQuery(endpointQuery(xshdEndpoints.list, { query: { scope } }));
  return (
    <ListQueryView query={query} empty={<p className={`${styles.card} ${styles.meta}`}>{t('list.empty')}</p>}>
      {(rows) =>
        rows.map((a) => <ActivityItem key={a.id} activity={a} props={props} kind="activitySignUp" />)
      }
    </ListQueryView>
  );
}

/** What the student may do: sign up (or join the waiting list), cancel, sign in, hand in a work. */
function Actions({ activity, props }: { activity: ActivityView; props: AffairScreenProps }) {
  const t = useActivityTexts();
  const navigate = useNavigate();
  const { busy, run } = useCommand(ACTIVITY_QUERIES);
  const mine = activity.mine && activity.mine.status !== 'cancelled' ? activity.mine : null;
  const before = Date.now() < activity.startsAt;
  const signUp = async () => {
    const done = await run(() => activities.signUp(activity.id));
    if (done)
      Toast.show({
        icon: 'success',
        content:
          done.status === 'accepted' ? t('done.accepted') : t('done.waiting', { n: done.position ?? 0 }),
      });
  };
  const cancel = async () => {
    if (await Dialog.confirm({ content: t('action.cancelConfirm') }))
      await run(() => activities.cancel(activity.id), t('done.cancelled'));
  };
  return (
    <div className={styles.actions}>
      {activity.stage === 'signUp' && !mine && (
        <SubmitButton
          label={t(activity.accepted >= activity.capacity ? 'action.joinWaiting' : 'action.signUp')}
          busy={busy}
          onSubmit={signUp}
        />
      )}
      {mine?.status === 'accepted' && (activity.stage === 'closed' || activity.stage === 'running') && (
        <Button block color="primary" onClick={() => navigate(screenPath(props, 'activitySignIn'))}>
          {t('action.signIn')}
        </Button>
      )}
      {mine?.status === 'accepted' && activity.acceptsWorks && activity.stage !== 'summarised' && (
        <Button
          block
          onClick={() => navigate(screenPath(props, 'activityWorks', { query: { id: activity.id } }))}
        >
          {t('action.works')}
        </Button>
      )}
      {mine && before && (
        <Button block color="danger" fill="outline" loading={busy} onClick={() => void cancel()}>
          {t('action.cancel')}
        </Button>
      )}
      {activity.manages && (
        <Button
          block
          fill="outline"
          onClick={() => navigate(screenPath(props, 'activityManage', { query: { id: activity.id } }))}
        >
          {t('action.manage')}
        </Button>
      )}
    </div>
  );
}

/** One activity as a student reads it. */
export function ActivityDetail({ id, props }: { id: string; props: AffairScreenProps }) {
  const t = useActivityTexts();
  const query = useQuery(endpointQuery(xshdEndpoints.view, { params: { id } }));
  return (
    <QueryView query={query}>
      {(a) => (
        <>
          <SectionCard title={a.name} extra={<StageTag stage={a.stage} />}>
            <List>
              <List.Item extra={when(a)}>{t('detail.time')}</List.Item>
              <List.Item extra={a.place}>{t('detail.place')}</List.Item>
              <List.Item extra={a.organiser}>{t('detail.organiser')}</List.Item>
              <List.Item extra={formatDateTime(a.signUpEndsAt, 'MM-DD HH:mm')}>
                {t('detail.signUpEnds')}
              </List.Item>
              <List.Item
                extra={`${t('card.places', { accepted: a.accepted, capacity: a.capacity })}${a.waiting ? ` · ${t('card.waiting', { n: a.waiting })}` : ''}`}
              >
                {t('detail.places')}
              </List.Item>
              <List.Item extra={t('card.credits', { n: a.credits })}>{t('detail.credits')}</List.Item>
            </List>
            <div className={styles.tags}>
              <MineTag mine={a.mine} />
            </div>
          </SectionCard>
          <SectionCard title={t('detail.about')}>
            <p className={styles.text}>{a.description}</p>
          </SectionCard>
          {a.summary && (
            <SectionCard title={t('detail.summary')}>
              <p className={styles.text}>{a.summary.text}</p>
              <AttachmentList attachments={a.summary.photos} images />
            </SectionCard>
          )}
          <Actions activity={a} props={props} />
        </>
      )}
    </QueryView>
  );
}

/** activitySignUp: the published activities and the student's sign-ups; ?id= one of them. */
export function ActivitySignUpPage(props: AffairScreenProps) {
  const t = useActivityTexts();
  const id = useActivityId();
  return (
    <>
      <GroupHeader props={props} />
      {id ? (
        <ActivityDetail id={id} props={props} />
      ) : (
        <Tabs defaultActiveKey="open">
          <Tabs.Tab title={t('tab.open')} key="open">
            <ActivityList props={props} scope="open" />
          </Tabs.Tab>
          <Tabs.Tab title={t('tab.mine')} key="mine">
            <ActivityList props={props} scope="mine" />
          </Tabs.Tab>
        </Tabs>
      )}
    </>
  );
}
