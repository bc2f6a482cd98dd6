import { useQueryClient } from '@tanstack/react-query';
import dayjs from '../../lib/dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePortalTexts } from '../../i18n/portal-texts';
import { viewerOf } from '../../lib/viewer';
import { refreshMessageCount } from '../../stores/message-count';
import { useSessionStore } from '../../stores/session';
import { useViewStore } from '../../stores/view';
import { AppGrid, AppGridPlaceholder, rememberedRows, rememberRows } from './app-grid';
import { commonApps } from './catalogue';
import { greetingFor } from './greeting';
import { LatestNotices } from './latest-notices';
import {
  useAffairCatalogue,
  useLatestNotices,
  useWorkflowCounts,
  workbenchQueries,
} from './use-workbench-data';
import styles from './workbench-page.module.css';
import { WorkflowStats } from './workflow-stats';
import { PullRefresh } from '../../components/pull-refresh';

/** The home tab (SPEC §2.2, the first visited view): who, what waits, what to open, what is new. */
export function WorkbenchPage() {
  const { t } = useTranslation();
  const { t: portal } = usePortalTexts();
  const client = useQueryClient();
  const userInfo = useSessionStore((state) => state.userInfo);
  const unread = useViewStore((state) => state.messageCount);
  const language = useViewStore((state) => state.language);
  const counts = useWorkflowCounts();
  const notices = useLatestNotices();

  const now = dayjs();
  const school = userInfo?.tenants.find((tenant) => tenant.id === userInfo.tenantId) ?? userInfo?.mainTenant;
  const greeting = t(greetingFor(now.hour()));
  const catalogue = useAffairCatalogue();
  const apps = commonApps(
    catalogue.data ?? [],
    userInfo && catalogue.isSuccess ? viewerOf(userInfo) : undefined,
  );
  const [placeholderRows] = useState(rememberedRows);
  const settled = catalogue.isSuccess && Boolean(userInfo);
  useEffect(() => {
    if (settled) rememberRows(apps.length);
  }, [settled, apps.length]);

  const refresh = async () => {
    await Promise.all([
      ...workbenchQueries(language).map(({ queryKey }) => client.refetchQueries({ queryKey, exact: true })),
      refreshMessageCount(),
    ]);
  };

  return (
    <PullRefresh onRefresh={refresh}>
      <PageHeader
        title={
          userInfo ? portal('dashboard.greetingName', { greeting, name: userInfo.user.fullname }) : greeting
        }
        subtitle={[school?.name, now.format(t('dashboard.dateFormat'))].filter(Boolean).join(' · ')}
      />
      <section className={`${styles.card} ${styles.raised}`} aria-label={portal('dashboard.workflow')}>
        <WorkflowStats counts={counts} unread={unread} />
      </section>
      <section className={styles.card} aria-labelledby="common-apps">
        <h2 id="common-apps" className={styles.cardTitle}>
          {t('dashboard.commonApps')}
        </h2>
        {catalogue.isPending ? <AppGridPlaceholder rows={placeholderRows} /> : <AppGrid entries={apps} />}
      </section>
      <LatestNotices
        notices={notices.data}
        loading={notices.isPending}
        onRetry={notices.isError ? () => void notices.refetch() : undefined}
      />
    </PullRefresh>
  );
}
