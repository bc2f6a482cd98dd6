import { localize } from '@campus/contract';
import { MORAL_KINDS, MORAL_STATUSES, type MoralSessionView } from '@campus/contract/affairs/szgz';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { ListQueryView } from '../../list-query-view';
import { ScreenHeader } from '../../record-parts';
import { RecordListCard } from '../../record-list-card';
import { RecordItem } from '../../record-item';
import styles from '../../record-list.module.css';
import { endpointQuery } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';
import { MORAL_QUERIES, szgz, szgzEndpoints } from './api';
import { useSzgzTexts } from './texts';
import { confirm, showAlert } from '../../../../components/feedback';

const STATUS_COLOR = {
  signedUp: 'primary',
  waiting: 'warning',
  attended: 'success',
  absent: 'danger',
} as const;

/** One session: when, where, places, points, and (for a student) their status and the way on. */
export function SessionItem({ session, actions }: { session: MoralSessionView; actions?: React.ReactNode }) {
  const t = useSzgzTexts();
  const language = useViewStore((s) => s.language);
  return (
    <RecordItem
      title={session.title}
      label={session.title}
      actions={actions}
      aside={
        session.mine && (
          <Tag color={STATUS_COLOR[session.mine]} fill="outline">
            {localize(MORAL_STATUSES[session.mine], language)}
          </Tag>
        )
      }
    >
      <p className={styles.weak}>
        {localize(MORAL_KINDS[session.kind], language)} · {session.speaker} ·{' '}
        {t('moral.points', { n: session.points })}
      </p>
      <p className={styles.weak}>
        {t('moral.when', { date: session.date, time: session.time })} · {session.place}
      </p>
      <p className={styles.weak}>
        {t('moral.places', { signed: session.signed, capacity: session.capacity })}
        {session.waiting > 0 && ` · ${t('moral.waitingN', { n: session.waiting })}`}
      </p>
    </RecordItem>
  );
}

function StudentActions({ session }: { session: MoralSessionView }) {
  const t = useSzgzTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  if (session.past || session.mine === 'attended' || session.mine === 'absent') return null;
  if (session.mine)
    return (
      <Button
        size="small"
        loading={busy}
        onClick={() =>
          void confirm({ content: t('moral.cancelConfirm') }).then((yes) => {
            if (yes)
              void run(
                () => reloadAfter(client, szgz.cancel(session.id), MORAL_QUERIES),
                t('moral.cancelled'),
              );
          })
        }
      >
        {t('moral.cancel')}
      </Button>
    );
  const full = session.signed >= session.capacity;
  return (
    <Button
      size="small"
      color="primary"
      loading={busy}
      onClick={() =>
        void run(() => reloadAfter(client, szgz.signUp(session.id), MORAL_QUERIES)).then((view) => {
          if (view)
            void showAlert({ content: t(view.mine === 'waiting' ? 'moral.waitingDone' : 'moral.signed') });
        })
      }
    >
      {t(full ? 'moral.join' : 'moral.signUp')}
    </Button>
  );
}

/** moralApply: the sessions to come (sign up, join the waiting list, cancel) and those held. */
export function MoralApplyPage(props: AffairScreenProps) {
  const t = useSzgzTexts();
  const sessions = useQuery(endpointQuery(szgzEndpoints.sessions));
  const part = (list: MoralSessionView[], title: string) =>
    list.length > 0 && (
      <RecordListCard
        title={title}
        rows={list}
        item={(s) => <SessionItem key={s.id} session={s} actions={<StudentActions session={s} />} />}
      />
    );
  return (
    <>
      <ScreenHeader props={props} subtitle={t('moral.hint')} />
      <ListQueryView
        query={sessions}
        empty={<ErrorBlock status="empty" title={t('moral.empty')} description="" />}
      >
        {(loaded) => (
          <>
            {part(loaded.filter((s) => !s.past).reverse(), t('moral.upcoming'))}
            {part(
              loaded.filter((s) => s.past),
              t('moral.past'),
            )}
          </>
        )}
      </ListQueryView>
    </>
  );
}

/** moralScores: the student's points per term against the pass line, and each session. */
export function MoralScoresPage(props: AffairScreenProps) {
  const t = useSzgzTexts();
  const language = useViewStore((s) => s.language);
  const record = useQuery(endpointQuery(szgzEndpoints.record));
  return (
    <QueryView query={record}>
      {(loaded) => (
        <>
          <ScreenHeader props={props} subtitle={t('scores.hint', { n: loaded.passPoints })} />
          {loaded.lines.length === 0 ? (
            <ErrorBlock status="empty" title={t('scores.empty')} description="" />
          ) : (
            <>
              {loaded.terms.map((term) => (
                <SectionCard
                  key={term.term}
                  title={t('scores.term', { term: term.term })}
                  extra={
                    <Tag color={term.passed ? 'success' : 'warning'}>
                      {t(term.passed ? 'scores.passed' : 'scores.notYet')}
                    </Tag>
                  }
                >
                  <p className={styles.head}>
                    {t('scores.total', { points: term.points, need: loaded.passPoints })}
                  </p>
                  <div className={styles.bar} role="presentation">
                    <span style={{ width: `${Math.min(100, (term.points / loaded.passPoints) * 100)}%` }} />
                  </div>
                </SectionCard>
              ))}
              <RecordListCard
                title={t('scores.lines')}
                rows={loaded.lines}
                item={(line) => (
                  <RecordItem
                    key={line.sessionId}
                    title={line.title}
                    aside={<span>{t('moral.points', { n: line.points })}</span>}
                  >
                    <p className={styles.weak}>
                      {line.date} · {localize(MORAL_STATUSES[line.status], language)}
                    </p>
                  </RecordItem>
                )}
              />
            </>
          )}
        </>
      )}
    </QueryView>
  );
}
