import { List, ProgressBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';
import styles from './rate-line.module.css';
import { ratePercent } from './rates';

/**
 * One row of a rates list (a class, a major): its name, its college and counts under it with a
 * bar of its rate, the rate at the right.
 */
export function RateLineItem({
  name,
  college,
  line,
  rate,
}: {
  name: string;
  college?: string | undefined;
  /** The counts behind the rate, in a sentence. */
  line: ReactNode;
  rate: number;
}) {
  return (
    <List.Item
      description={
        <>
          {college && <span>{college} · </span>}
          {line}
          <ProgressBar percent={rate * 100} className={styles.bar} />
        </>
      }
      extra={ratePercent(rate)}
    >
      {name}
    </List.Item>
  );
}

interface RateRow {
  id: string;
  name: string;
  college?: string | undefined;
  rate: number;
}

/** A card listing rows by their rate (each class, each major), `line` giving each row's counts. */
export function RateLinesCard<Row extends RateRow>({
  title,
  rows,
  line,
}: {
  title: string;
  rows: readonly Row[];
  line: (row: Row) => ReactNode;
}) {
  return (
    <SectionCard title={title}>
      <List>
        {rows.map((row) => (
          <RateLineItem key={row.id} name={row.name} college={row.college} line={line(row)} rate={row.rate} />
        ))}
      </List>
    </SectionCard>
  );
}
