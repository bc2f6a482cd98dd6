import type { BillDetail } from '@campus/contract/affairs/sfgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { AFFAIR_ROUTE_INDEX } from '../../../../lib/affair-route-index';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { MissingTargetScreen, useTargetId } from '../../target-id';
import { feeEndpoints } from './api';
import { BillSections, Figures, StateTag } from './bill-parts';
import styles from './fees.module.css';
import { RecordActions } from './record-actions';
import { useFeeTexts } from './texts';

/** The green channel's request on its own group's detail screen. */
function requestPath(id: string): string {
  const zzgl = AFFAIR_ROUTE_INDEX.find((group) => group.key === 'zzgl')?.routes[0];
  return `${zzgl?.basePath ?? '/xgxt/zzgl'}/detail?module=greenChannel&id=${encodeURIComponent(id)}`;
}

function BillScreen({ props, staff }: { props: AffairScreenProps; staff: boolean }) {
  const t = useFeeTexts();
  const id = useTargetId();
  const client = useQueryClient();
  const options = endpointQuery(feeEndpoints.bill, { query: { id } });
  const bill = useQuery({ ...options, enabled: id !== '' });
  const saved = (next: BillDetail) => {
    client.setQueryData(options.queryKey, next);
    // The bill is the reply; what it changed: the student's bills, the overview and the list.
    void invalidateEndpoints(client, [feeEndpoints.mine, feeEndpoints.overview, feeEndpoints.list]);
  };
  if (!id) return <MissingTargetScreen props={props} />;
  return (
    <QueryView query={bill}>
      {(loaded) => (
        <>
          <GroupHeader
            props={props}
            title={
              staff
                ? `${loaded.student.name} · ${loaded.academicYear}`
                : t('year', { year: loaded.academicYear })
            }
            subtitle={
              <>
                <StateTag state={loaded.state} />{' '}
                {loaded.deferredUntil &&
                  loaded.deferred > 0 &&
                  t('detail.until', { date: loaded.deferredUntil })}
              </>
            }
          />
          <Figures figures={loaded} />
          {staff && (
            <SectionCard title={t('detail.student')}>
              <p className={styles.line}>
                {loaded.student.number} · {loaded.student.collegeName} · {loaded.student.className}
              </p>
            </SectionCard>
          )}
          <RecordActions bill={loaded} onSaved={saved} />
          <BillSections bill={loaded} requestPath={requestPath} />
        </>
      )}
    </QueryView>
  );
}

/** paymentDetails: a bill's items, payments and deferrals (the student's own). */
export function PaymentDetailsPage(props: AffairScreenProps) {
  return <BillScreen props={props} staff={false} />;
}

/** chargeManageDetails: one student's bill for staff; the finance office records payments and deferrals. */
export function ChargeManageDetailsPage(props: AffairScreenProps) {
  return <BillScreen props={props} staff />;
}
