import type { ListReply } from '@campus/contract';
import type { LeaveRecord } from '@campus/contract/affairs/lxgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endpointKey } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { leaveEndpoints } from '../../../../api/leave';
import { ListPage } from '../../../../components/list-page';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import styles from './leave-pages.module.css';
import { LeaveRecordCard } from './leave-record-card';
import { isLeaveStaff, leavePaths, type LeaveScreenProps } from './leave-screen';
import { useRoleCodes } from './use-roles';
import { ListEmpty } from '../../../../components/list-empty';
import { ErrorBlock } from '../../../../components/error-block';

type Group = 'onLeave' | 'overdue';

/** The whole answer as one page, so the list gets pull to refresh and its empty state. */
const asPage = (records: LeaveRecord[]): ListReply<LeaveRecord> => ({
  dataResult: records,
  pageResult: { page: 1, limit: records.length, totalCount: records.length },
});

/**
 * The counsellor's today screen: who of their students is on leave today, and whose return is
 * overdue (approved, last day passed, not cancelled).
 */
export function LeaveTodayPage({ base }: LeaveScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const staff = isLeaveStaff(useRoleCodes());
  const [group, setGroup] = useState<Group>('onLeave');
  const today = useQuery({ ...endpointQuery(leaveEndpoints.today), enabled: staff });

  if (!staff) return <ErrorBlock status="empty" title={t('affairs.review.notForYou')} description="" />;
  const count = (key: Group) => (today.data ? ` ${today.data[key].length}` : '');
  return (
    <>
      <header className={styles.todayHeader}>
        <h1>{t('leave.today.title', { date: today.data?.date ?? '' })}</h1>
        <div className={styles.todayFigures}>
          <div>
            <strong>{today.data?.onLeave.length ?? '–'}</strong>
            <span>{t('leave.today.onLeave')}</span>
          </div>
          <div data-alert={today.data && today.data.overdue.length > 0 ? true : undefined}>
            <strong>{today.data?.overdue.length ?? '–'}</strong>
            <span>{t('leave.today.overdue')}</span>
          </div>
        </div>
      </header>
      <Tabs activeKey={group} onChange={(key) => setGroup(key as Group)} className={styles.todayTabs}>
        <Tabs.Tab key="onLeave" title={`${t('leave.today.onLeave')}${count('onLeave')}`} />
        <Tabs.Tab key="overdue" title={`${t('leave.today.overdue')}${count('overdue')}`} />
      </Tabs>
      <ListPage
        key={group}
        queryKey={endpointKey(leaveEndpoints.today, group)}
        // Each load (and pull to refresh) asks the server again; the figures above share the answer.
        fetchPage={async () =>
          asPage((await client.fetchQuery({ ...endpointQuery(leaveEndpoints.today), staleTime: 0 }))[group])
        }
        renderRows={(records) =>
          records.map((record) => (
            <LeaveRecordCard
              key={record.id}
              record={record}
              onOpen={() => navigate(leavePaths(base).detail(record.id))}
            />
          ))
        }
        emptyContent={
          <ListEmpty hint={t(group === 'onLeave' ? 'leave.today.noneAway' : 'leave.today.noneOverdue')} />
        }
      />
    </>
  );
}
