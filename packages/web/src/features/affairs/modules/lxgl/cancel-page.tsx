import { type AffairRow } from '@campus/contract';
import { Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { affairs } from '../../../../api/affairs';
import { listBody } from '../../../../api/list-body';
import { ListCard } from '../../../../components/list-card';
import { ListPage } from '../../../../components/list-page';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { formatDateTime } from '../../../../lib/format';
import { CancelLeaveButton } from './cancel-leave-button';
import styles from './leave-pages.module.css';
import { LEAVE, leavePaths, type LeaveScreenProps } from './leave-screen';
import { ListEmpty } from '../../../../components/list-empty';

/** What a row of "my leaves" says about coming back; the server decides again when cancelling. */
function returnState(row: AffairRow, today: string): 'back' | 'due' | 'notStarted' {
  if (row.values.returnedAt) return 'back';
  const period = row.values.period;
  const start = Array.isArray(period) ? String(period[0]) : '';
  return start && start <= today ? 'due' : 'notStarted';
}

/** Leave cancellation (销假): the student's approved leaves, and coming back from the current one. */
export function LeaveCancelPage({ base }: LeaveScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const today = dayjs().format('YYYY-MM-DD');
  const filters = { 'Q^status^S': 'approved' };

  const rows = (leaves: AffairRow[]) =>
    leaves.map((row) => {
      const state = returnState(row, today);
      const period = Array.isArray(row.values.period) ? row.values.period.join(' ~ ') : '';
      return (
        <ListCard
          key={row.id}
          title={row.subject}
          tag={
            <Tag
              color={state === 'back' ? 'success' : state === 'due' ? 'warning' : 'default'}
              fill="outline"
            >
              {t(`leave.cancel.state.${state}`)}
            </Tag>
          }
          lines={[
            { label: t('leave.field.period'), value: period },
            ...(state === 'back'
              ? [
                  {
                    label: t('leave.field.returnedAt'),
                    value: formatDateTime(Number(row.values.returnedAt), 'YYYY-MM-DD HH:mm'),
                  },
                ]
              : []),
          ]}
          footerExtra={state === 'due' ? <CancelLeaveButton id={row.id} /> : undefined}
          onClick={() => navigate(leavePaths(base).detail(row.id))}
        />
      );
    });

  return (
    <>
      <p className={styles.intro}>{t('leave.cancel.intro')}</p>
      <ListPage
        queryKey={['affairs', LEAVE.key, 'mine', filters]}
        fetchPage={(pageNo, limit) => affairs.mine(LEAVE, listBody({ pageNo, limit, filters }))}
        renderRows={rows}
        emptyContent={<ListEmpty hint={t('leave.cancel.empty')} />}
      />
    </>
  );
}
