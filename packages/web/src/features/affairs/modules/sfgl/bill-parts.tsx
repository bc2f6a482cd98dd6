import type { BillDetail, BillFigures, BillState, BillSummary } from '@campus/contract/affairs/sfgl';
import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import styles from './fees.module.css';
import { useFeeTexts } from './texts';

/** Pieces the fees screens share: a state tag, the figures of a bill, a bill's card and its details. */
const STATE_COLOR: Record<BillState, string> = {
  unpaid: 'danger',
  partial: 'warning',
  paid: 'success',
  deferred: 'primary',
  reduced: 'success',
};

const yuan = (amount: number) => `¥${formatMoney(amount)}`;

/** Amounts as the bill screens show them (¥1,200.00). */
export function useMoney() {
  return yuan;
}

export function StateTag({ state }: { state: BillState }) {
  const t = useFeeTexts();
  return (
    <Tag color={STATE_COLOR[state]} fill="outline">
      {t(`state.${state}`)}
    </Tag>
  );
}

export function Figures({ figures }: { figures: BillFigures }) {
  const t = useFeeTexts();
  const money = useMoney();
  return (
    <div className={styles.figures}>
      <div>
        <strong>{money(figures.due)}</strong>
        <span>{t('due')}</span>
      </div>
      <div>
        <strong>{money(figures.paid)}</strong>
        <span>{t('paid')}</span>
      </div>
      <div>
        <strong className={figures.outstanding > 0 ? styles.owed : undefined}>
          {money(figures.outstanding)}
        </strong>
        <span>{t('outstanding')}</span>
      </div>
    </div>
  );
}

/** One line of a bill's other figures: reduced, deferred, and until when. */
export function BillLine({ bill }: { bill: BillSummary }) {
  const t = useFeeTexts();
  const money = useMoney();
  const parts = [
    `${t('due')} ${money(bill.due)}`,
    `${t('paid')} ${money(bill.paid)}`,
    ...(bill.reduced > 0 ? [`${t('reduced')} ${money(bill.reduced)}`] : []),
    ...(bill.deferred > 0 ? [`${t('deferred')} ${money(bill.deferred)}`] : []),
  ];
  return <p className={styles.line}>{parts.join(' · ')}</p>;
}

export function BillCard({ bill, title, onOpen }: { bill: BillSummary; title: string; onOpen: () => void }) {
  const t = useFeeTexts();
  const money = useMoney();
  return (
    <button type="button" className={styles.bill} onClick={onOpen}>
      <span className={styles.billHead}>
        <strong>{title}</strong>
        <StateTag state={bill.state} />
      </span>
      <BillLine bill={bill} />
      {bill.outstanding > 0 && (
        <p className={`${styles.line} ${styles.owed}`}>
          {t('outstanding')} {money(bill.outstanding)}
        </p>
      )}
    </button>
  );
}

/** A bill's items, payments and deferrals (the student's and the staff's detail screens). */
export function BillSections({
  bill,
  requestPath,
}: {
  bill: BillDetail;
  requestPath: (id: string) => string;
}) {
  const t = useFeeTexts();
  const money = useMoney();
  return (
    <>
      <SectionCard title={t('detail.items')}>
        <ul className={styles.rows}>
          {bill.items.map((item) => (
            <li key={item.code}>
              <span>
                {t(`item.${item.code}`)}
                {item.reduced > 0 && (
                  <small>
                    {t('reduced')} {money(item.reduced)}
                  </small>
                )}
              </span>
              <span className={styles.amount}>{money(item.due)}</span>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t('detail.payments')}>
        {bill.payments.length === 0 ? (
          <p className={styles.line}>{t('detail.noPayments')}</p>
        ) : (
          <ul className={styles.rows}>
            {bill.payments.map((p) => (
              <li key={p.id}>
                <span>
                  {t(`channel.${p.channel}`)}
                  <small>
                    {formatDateTime(p.paidAt, 'YYYY-MM-DD HH:mm')} ·{' '}
                    {t('detail.receipt', { no: p.receiptNo })}
                  </small>
                </span>
                <span className={styles.amount}>{money(p.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      {bill.deferrals.length > 0 && (
        <SectionCard title={t('detail.deferrals')}>
          <ul className={styles.rows}>
            {bill.deferrals.map((d) => (
              <li key={d.id}>
                <span>
                  {t(d.source === 'greenChannel' ? 'detail.green' : 'detail.office')}
                  <small>
                    {t('detail.until', { date: d.deadline })} · {d.reason}
                  </small>
                  {d.requestId && <Link to={requestPath(d.requestId)}>{t('detail.openRequest')}</Link>}
                </span>
                <span className={styles.amount}>{money(d.amount)}</span>
              </li>
            ))}
          </ul>
        </SectionCard>
      )}
      {bill.remark && (
        <SectionCard title={t('detail.remark')}>
          <p className={styles.line}>{bill.remark}</p>
        </SectionCard>
      )}
    </>
  );
}
