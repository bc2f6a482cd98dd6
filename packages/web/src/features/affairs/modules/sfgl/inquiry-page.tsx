import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { ListEmpty } from '../../../../components/list-empty';
import { QueryView } from '../../../../components/query-view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { feeEndpoints } from './api';
import { BillCard, Figures } from './bill-parts';
import cards from '../../card-list.module.css';
import styles from './fees.module.css';
import { useFeeTexts } from './texts';

/** paymentInquiry: the student's bills by academic year, the totals and each bill's state. */
export function PaymentInquiryPage(props: AffairScreenProps) {
  const t = useFeeTexts();
  const navigate = useNavigate();
  const mine = useQuery(endpointQuery(feeEndpoints.mine));
  return (
    <>
      <GroupHeader props={props} subtitle={t('mine.hint')} />
      <QueryView query={mine}>
        {(loaded) =>
          loaded.bills.length === 0 ? (
            <ListEmpty hint={t('mine.none')} />
          ) : (
            <>
              <Figures figures={loaded.totals} />
              <ul className={cards.list} aria-label={t('mine.total')}>
                {loaded.bills.map((bill) => (
                  <li key={bill.id}>
                    <BillCard
                      bill={bill}
                      title={t('year', { year: bill.academicYear })}
                      onOpen={() => navigate(screenPath(props, 'paymentDetails', { query: { id: bill.id } }))}
                    />
                  </li>
                ))}
              </ul>
              {loaded.totals.outstanding > 0 && <p className={styles.note}>{t('mine.pay')}</p>}
            </>
          )
        }
      </QueryView>
    </>
  );
}
