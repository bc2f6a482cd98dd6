import { type AffairRow } from '@campus/contract';
import { mayReportReturn, type LeaveReturnState } from '@campus/contract/affairs/lxgl';
import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { affairs, moduleEndpoints } from '../../../../api/affairs';
import { endpointKey } from '../../../../api/endpoint-call';
import { listBody } from '../../../../api/list-body';
import { ListCard } from '../../../../components/list-card';
import { ListPage } from '../../../../components/list-page';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { formatDateTime } from '../../../../lib/format';
import { CancelLeaveButton } from './cancel-leave-button';
import styles from './leave-pages.module.css';
import { LEAVE, leavePaths, type LeaveScreenProps } from './leave-screen';
import { ListEmpty } from '../../../../components/list-empty';

/** The 销假 tag of each return state: the server's one rule (the row's returnState, as on the detail). */
const TAGS: Readonly<
  Record<LeaveReturnState, { text: 'back' | 'due' | 'overdue' | 'notStarted'; color: string }>
> = {
  back: { text: 'back', color: 'success' },
  away: { text: 'due', color: 'warning' },
  overdue: { text: 'overdue', color: 'danger' },
  notStarted: { text: 'notStarted', color: 'default' },
};

const returnState = (row: AffairRow): LeaveReturnState =>
  (row.values.returnState as LeaveReturnState | null) ?? 'notStarted';

/** Leave cancellation (销假): the student's approved leaves, and coming back from the current one. */
export function LeaveCancelPage({ base }: LeaveScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const filters = { 'Q^status^S': 'approved' };

  const rows = (leaves: AffairRow[]) =>
    leaves.map((row) => {
      const state = returnState(row);
      const tag = TAGS[state];
      const period = Array.isArray(row.values.period) ? row.values.period.join(' ~ ') : '';
      return (
        <ListCard
          key={row.id}
          title={row.subject}
          tag={
            <Tag color={tag.color} fill="outline">
              {t(`leave.cancel.state.${tag.text}`)}
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
          footerAction={mayReportReturn(state) ? <CancelLeaveButton id={row.id} /> : undefined}
          onClick={() => navigate(leavePaths(base).detail(row.id))}
        />
      );
    });

  return (
    <>
      <p className={styles.intro}>{t('leave.cancel.intro')}</p>
      <ListPage
        queryKey={endpointKey(moduleEndpoints(LEAVE).mine, filters)}
        fetchPage={(pageNo, limit) => affairs.mine(LEAVE, listBody({ pageNo, limit, filters }))}
        renderRows={rows}
        emptyContent={<ListEmpty hint={t('leave.cancel.empty')} />}
      />
    </>
  );
}
