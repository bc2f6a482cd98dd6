import { localize, SANCTION_KINDS } from '@campus/contract';
import { SANCTION_CAUSE_NAMES, type SanctionDetail } from '@campus/contract/affairs/wjcf';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorBlock } from '../../../../components/error-block';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { useViewStore } from '../../../../stores/view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';
import { discipline, disciplineEndpoints, SANCTION_QUERIES } from './api';
import styles from './discipline.module.css';
import { SanctionTags } from './sanction-tags';
import { useDisciplineTexts } from './texts';

function Sanction({ detail, props }: { detail: SanctionDetail; props: AffairScreenProps }) {
  const t = useDisciplineTexts();
  const language = useViewStore((s) => s.language);
  const navigate = useNavigate();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const go = (module: string, kind: 'apply' | 'detail', query: Record<string, string>) =>
    navigate(screenPath(props, kind, { module, query }));
  const period =
    detail.periodMonths === null
      ? t('view.noPeriod')
      : t('view.periodValue', {
          months: detail.periodMonths,
          start: detail.startDate,
          end: detail.endDate ?? '',
        });
  return (
    <>
      {detail.appealDeadline && (
        <p className={styles.deadline} role="status">
          {t('view.appealDeadline', {
            date: detail.appealDeadline.date,
            days: detail.appealDeadline.daysLeft,
          })}
        </p>
      )}
      {detail.answerDeadline && (
        <p className={styles.deadline} role="status">
          {t('view.answerDeadline', {
            date: detail.answerDeadline.date,
            days: detail.answerDeadline.daysLeft,
          })}
        </p>
      )}
      <SectionCard title={localize(SANCTION_KINDS[detail.kind], language)}>
        <SanctionTags row={detail} />
        <List>
          <List.Item extra={`${detail.student.name} ${detail.student.number}`}>{t('view.student')}</List.Item>
          <List.Item extra={localize(SANCTION_CAUSE_NAMES[detail.cause], language)}>
            {t('view.cause')}
          </List.Item>
          <List.Item extra={`${detail.decisionNo} · ${detail.decisionDate}`}>{t('view.decision')}</List.Item>
          <List.Item description={period}>{t('view.period')}</List.Item>
          <List.Item extra={detail.receivedDate ?? t('view.notReceived')}>{t('view.received')}</List.Item>
          {detail.liftedDate && <List.Item extra={detail.liftedDate}>{t('view.lifted')}</List.Item>}
          <List.Item extra={detail.recorder}>{t('view.recorder')}</List.Item>
        </List>
      </SectionCard>
      <SectionCard title={t('view.facts')}>
        <p className={styles.facts}>{detail.facts}</p>
      </SectionCard>
      <SectionCard title={t('view.basis')}>
        <p className={styles.facts}>{detail.basis}</p>
      </SectionCard>
      {detail.liftFrom && detail.state !== 'lifted' && detail.state !== 'revoked' && (
        <p className={styles.note}>{t('view.liftFrom', { date: detail.liftFrom })}</p>
      )}
      {detail.appealStatus && detail.appealStatus !== 'pending' && detail.appealStatus !== 'reviewing' && (
        <p className={styles.note}>{t('view.provincial')}</p>
      )}
      <div className={styles.actions}>
        {detail.actions.includes('acknowledge') && (
          <Button
            color="primary"
            fill="outline"
            loading={busy}
            onClick={() =>
              void run(
                () => reloadAfter(client, discipline.acknowledge(detail.id), SANCTION_QUERIES),
                t('view.acknowledged'),
              )
            }
          >
            {t('view.acknowledge')}
          </Button>
        )}
        {detail.actions.includes('appeal') && (
          <Button color="primary" onClick={() => go('sanctionAppeal', 'apply', { sanctionId: detail.id })}>
            {t('view.appeal')}
          </Button>
        )}
        {detail.actions.includes('lift') && (
          <Button color="primary" onClick={() => go('sanctionLift', 'apply', { sanctionId: detail.id })}>
            {t('view.lift')}
          </Button>
        )}
        {detail.appealId && (
          <Button onClick={() => go('sanctionAppeal', 'detail', { id: detail.appealId! })}>
            {t('view.appealView')}
          </Button>
        )}
        {detail.liftId && (
          <Button onClick={() => go('sanctionLift', 'detail', { id: detail.liftId! })}>
            {t('view.liftView')}
          </Button>
        )}
      </div>
    </>
  );
}

/** disciplineView?id=: one sanction with its decision, period, deadlines and the student's ways on. */
export function DisciplineViewPage(props: AffairScreenProps) {
  const t = useDisciplineTexts();
  const [params] = useSearchParams();
  const id = params.get('id');
  const one = useQuery({
    ...endpointQuery(disciplineEndpoints.one, { query: { id: id ?? '' } }),
    enabled: id !== null,
    retry: false,
  });
  return (
    <>
      <GroupHeader props={props} />
      {id === null ? (
        <ErrorBlock status="empty" title={t('view.none')} description="" />
      ) : (
        <QueryView query={one}>{(detail) => <Sanction detail={detail} props={props} />}</QueryView>
      )}
    </>
  );
}
