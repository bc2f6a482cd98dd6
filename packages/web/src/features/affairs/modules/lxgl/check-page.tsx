import type {
  DestinationRegistration,
  RegistrationCheckRow,
  ReturnRegistration,
} from '@campus/contract/affairs/lxgl';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { endpointKey } from '../../../../api/endpoint-call';
import { checkEndpoint, leave, type RegistrationKind } from '../../../../api/leave';
import { listBody } from '../../../../api/list-body';
import { ListCard, type CardLine } from '../../../../components/list-card';
import { ListPage } from '../../../../components/list-page';
import { QueryView } from '../../../../components/query-view';
import { SearchHeader } from '../../../../components/search-header';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { formatDateTime } from '../../../../lib/format';
import { BatchCard } from './batch-card';
import { isLeaveStaff } from './leave-screen';
import { useOpenBatch } from './use-open-batch';
import { useRoleCodes } from './use-roles';
import { ErrorBlock } from '../../../../components/error-block';
import { ChipTabs } from '../../../../components/chip-tabs';

type Registered = '' | 'Y' | 'N';

/**
 * Who among the caller's students has registered in the open batch and who has not: destination
 * registration check, or return registration check.
 */
export function RegistrationCheckPage({ kind }: { kind: RegistrationKind }) {
  const { t } = useWorkflowTexts();
  const staff = isLeaveStaff(useRoleCodes());
  const batch = useOpenBatch(kind);
  const [search, setSearch] = useState('');
  const [registered, setRegistered] = useState<Registered>('N');
  const filters = { 'Q^name^SL': search, 'Q^registered^S': registered };

  const details = (row: RegistrationCheckRow): CardLine[] => {
    if (!row.detail) return [];
    if (kind === 'destination') {
      const d = row.detail as DestinationRegistration;
      return [
        {
          label: t('leave.destination.going'),
          value: `${t(`leave.destination.type.${d.destinationType}`)} · ${d.address}`,
        },
        { label: t('leave.field.period'), value: `${d.leaveDate} ~ ${d.returnDate}` },
      ];
    }
    const r = row.detail as ReturnRegistration;
    return [{ label: t('leave.return.arrivedAt'), value: formatDateTime(r.arrivedAt, 'YYYY-MM-DD HH:mm') }];
  };

  if (!staff) return <ErrorBlock status="empty" title={t('affairs.review.notForYou')} description="" />;
  return (
    <QueryView query={batch}>
      {(open) =>
        !open ? (
          <ErrorBlock status="empty" title={t('leave.batch.none')} description="" />
        ) : (
          <>
            <BatchCard batch={open} />
            <ListPage
              queryKey={endpointKey(checkEndpoint[kind], { batchId: open.id, filters })}
              fetchPage={(pageNo, limit) => leave.check(kind, open.id, listBody({ pageNo, limit, filters }))}
              renderRows={(rows) =>
                rows.map((row) => (
                  <ListCard
                    key={row.studentId}
                    title={`${row.name} · ${row.number}`}
                    tag={
                      <Tag color={row.registered ? 'success' : 'warning'} fill="outline">
                        {t(row.registered ? 'leave.check.registered' : 'leave.check.notRegistered')}
                      </Tag>
                    }
                    lines={[
                      { label: t('affairs.detail.class'), value: row.className },
                      ...details(row),
                      ...(row.mobile
                        ? [
                            {
                              label: t('affairs.detail.mobile'),
                              value: <a href={`tel:${row.mobile}`}>{row.mobile}</a>,
                            },
                          ]
                        : []),
                    ]}
                  />
                ))
              }
              header={
                <SearchHeader placeholder={t('leave.check.search')} onSearch={setSearch}>
                  <ChipTabs activeKey={registered} onChange={(key) => setRegistered(key as Registered)}>
                    <ChipTabs.Tab key="N" title={t('leave.check.notRegistered')} />
                    <ChipTabs.Tab key="Y" title={t('leave.check.registered')} />
                    <ChipTabs.Tab key="" title={t('bpm.filter.all')} />
                  </ChipTabs>
                </SearchHeader>
              }
            />
          </>
        )
      }
    </QueryView>
  );
}
