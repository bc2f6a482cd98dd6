import { EPIDEMIC_STAFF, type HealthClassRow, type HealthOverview } from '@campus/contract/affairs/yqfk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, NoticeBar } from 'antd-mobile';
import { useMemo } from 'react';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { ErrorBlock } from '../../../../components/error-block';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { useViewer } from '../../use-viewer';
import { Chart } from '../../../../components/charts/chart';
import { columnOption } from '../../../../components/charts/chart-options';
import { health, yqfkEndpoints } from './api';
import { useHealthTexts } from './texts';
import styles from './yqfk.module.css';

type Row = Pick<HealthClassRow, 'total' | 'reported' | 'abnormal'> & { key: string; name: string };

function Rows({ rows }: { rows: readonly Row[] }) {
  return rows.map((r) => (
    <div key={r.key} className={styles.row}>
      <span>{r.name}</span>
      <span>
        {r.reported}/{r.total}
        {r.abnormal > 0 && <strong className={styles.abnormal}> · {r.abnormal}</strong>}
      </span>
    </div>
  ));
}

function Overview({ view }: { view: HealthOverview }) {
  const t = useHealthTexts();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const total = view.byClass.reduce((n, c) => n + c.total, 0);
  const reported = view.byClass.reduce((n, c) => n + c.reported, 0);
  const abnormal = view.byClass.reduce((n, c) => n + c.abnormal, 0);
  const option = useMemo(
    () => columnOption(view.days.map((d) => ({ key: d.date, label: d.date.slice(5), count: d.reported }))),
    [view.days],
  );
  const remind = async () => {
    const done = await run(() => health.remind());
    if (done) {
      await invalidateEndpoints(client, [yqfkEndpoints.overview]);
      await run(async () => undefined, t('overview.reminded', { n: done.reminded }));
    }
  };
  return (
    <>
      {!view.enabled && <NoticeBar color="alert" wrap content={t('overview.off')} />}
      <SectionCard title={t('overview.today', { date: view.date, reported, total, abnormal })}>
        <Chart option={option} label={t('overview.days')} height={180} />
      </SectionCard>
      {view.byCollege.length > 1 && (
        <SectionCard title={t('overview.byCollege')}>
          <Rows rows={view.byCollege.map((c) => ({ ...c, key: c.collegeId, name: c.collegeName }))} />
        </SectionCard>
      )}
      <SectionCard title={t('overview.byClass')}>
        <Rows rows={view.byClass.map((c) => ({ ...c, key: c.classId, name: c.className }))} />
      </SectionCard>
      <SectionCard title={t('overview.missing', { n: view.missing.length })}>
        {view.missing.length === 0 && <p className={styles.meta}>{t('overview.allDone')}</p>}
        {view.missing.slice(0, 200).map((s) => (
          <p key={s.id} className={styles.meta}>
            {s.name} · {s.number} · {s.className}
          </p>
        ))}
        {view.missing.length > 0 && view.enabled && (
          <div className={styles.bar}>
            <Button block color="primary" loading={busy} onClick={() => void remind()}>
              {t('overview.remind')}
            </Button>
          </div>
        )}
      </SectionCard>
    </>
  );
}

/** healthOverview: who has reported today per class and college, the last days, a reminder (their charge). */
export function HealthOverviewPage(props: AffairScreenProps) {
  const t = useHealthTexts();
  // The server's rule (health-readers.ts): the students' counsellors and the epidemic-control staff;
  // the office's managers keep the settings, not the data, and are told so without a refused call.
  const { roles } = useViewer();
  const reader = roles.includes('counsellor') || roles.includes(EPIDEMIC_STAFF);
  const view = useQuery({ ...endpointQuery(yqfkEndpoints.overview, { query: {} }), enabled: reader });
  return (
    <>
      <GroupHeader props={props} />
      {reader ? (
        <QueryView query={view}>{(loaded) => <Overview view={loaded} />}</QueryView>
      ) : (
        <ErrorBlock status="empty" title={t('overview.notForYou')} description="" />
      )}
    </>
  );
}
