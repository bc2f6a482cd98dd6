import type {
  FreshmanRow,
  FreshmanStanding,
  FreshmanStatus,
  FreshmenQuery,
} from '@campus/contract/affairs/yxxt';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Selector, Tag, TextArea } from 'antd-mobile';
import { ActionSheet } from '../../../../components/action-sheet';
import { useCallback, useState } from 'react';
import { ListEmpty } from '../../../../components/list-empty';
import { QueryView } from '../../../../components/query-view';
import { SearchHeader } from '../../../../components/search-header';
import { useCommand } from '../../../../components/workflow/use-command';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { onboarding, yxxtEndpoints } from './api';
import { useRecordTexts } from './records-texts';
import { useYxxtTexts } from './texts';
import styles from './yxxt.module.css';
import { ChipTabs } from '../../../../components/chip-tabs';

const STATUS_COLOR = {
  notArrived: 'default',
  checkedIn: 'success',
  kept: 'primary',
  gaveUp: 'danger',
} as const;
const BILL_COLOR = {
  paid: 'success',
  reduced: 'success',
  deferred: 'primary',
  partial: 'warning',
  unpaid: 'danger',
} as const;
const STATUSES: FreshmanStatus[] = ['notArrived', 'checkedIn', 'kept', 'gaveUp'];

function useStatusText() {
  const t = useYxxtTexts();
  return (status: FreshmanStatus) => t(`status.${status}`);
}

function Row({ row, onStanding }: { row: FreshmanRow; onStanding: (row: FreshmanRow) => void }) {
  const t = useRecordTexts();
  const statusText = useStatusText();
  return (
    <div className={styles.freshman} data-freshman={row.number ?? row.id}>
      <h2>
        <span>{row.name}</span>
        <span className={styles.muted}>{row.number}</span>
        <Tag color={STATUS_COLOR[row.status]}>{statusText(row.status)}</Tag>
        {row.bill && (
          <Tag color={BILL_COLOR[row.bill]} fill="outline">
            {t(`bill.${row.bill}`)}
          </Tag>
        )}
        {row.greenChannel && (
          <Tag color="success" fill="outline">
            {t('list.green')}
          </Tag>
        )}
      </h2>
      <p>
        {row.collegeName} · {row.className}
      </p>
      <p>{row.bed ? t('list.bed', { bed: row.bed }) : t('list.noBed')}</p>
      {row.forms.length > 0 && (
        <p>{t('list.forms', { forms: row.forms.map((k) => t(`kind.${k}`)).join('、') })}</p>
      )}
      {row.statusReason && <p>{row.statusReason}</p>}
      <Button size="mini" fill="outline" onClick={() => onStanding(row)} style={{ marginTop: 4 }}>
        {t('list.keep')} / {t('list.giveUp')}
      </Button>
    </div>
  );
}

/**
 * studentList (staff): the cohort's freshmen in the caller's charge with their status, bill,
 * green channel, bed and forms; filters by status, college, paid and green channel; staff keep a
 * place (joining the army) or record that it was given up.
 */
export function FreshmenPage(props: AffairScreenProps) {
  const t = useRecordTexts();
  const statusText = useStatusText();
  const client = useQueryClient();
  const { run } = useCommand();
  const [query, setQuery] = useState<FreshmenQuery>({ size: 50 });
  const list = useQuery({
    ...endpointQuery(yxxtEndpoints.freshmen, { query }),
    placeholderData: keepPreviousData,
  });
  const onSearch = useCallback(
    (keyword: string) => setQuery((q) => ({ ...q, keyword: keyword || undefined })),
    [],
  );
  const set = (patch: Partial<FreshmenQuery>) => setQuery((q) => ({ ...q, ...patch, size: 50 }));

  const standing = (row: FreshmanRow) => {
    const choose = async (value: FreshmanStanding) => {
      let reason = '';
      if (value !== 'none') {
        const confirmed = await Dialog.confirm({
          title: `${row.name} · ${value === 'kept' ? t('list.keep') : t('list.giveUp')}`,
          content: (
            <TextArea
              placeholder={t('list.reason')}
              maxLength={200}
              rows={3}
              onChange={(v) => (reason = v)}
            />
          ),
          cancelText: t('list.cancel'),
        });
        if (!confirmed) return;
      }
      await run(
        () => onboarding.setStanding(client, row.id, { standing: value, ...(reason ? { reason } : {}) }),
        t('list.setDone'),
      );
    };
    ActionSheet.show({
      cancelText: t('list.cancel'),
      actions: [
        { key: 'kept', text: t('list.keep'), onClick: () => void choose('kept') },
        { key: 'gaveUp', text: t('list.giveUp'), danger: true, onClick: () => void choose('gaveUp') },
        { key: 'none', text: t('list.clear'), onClick: () => void choose('none') },
      ],
      closeOnAction: true,
    });
  };

  return (
    <>
      <GroupHeader props={props} />
      <SearchHeader placeholder={t('list.search')} onSearch={onSearch} />
      <ChipTabs
        activeKey={query.status ?? 'all'}
        onChange={(key) => set({ status: key === 'all' ? undefined : (key as FreshmanStatus) })}
      >
        <ChipTabs.Tab key="all" title={t('list.all')} />
        {STATUSES.map((s) => (
          <ChipTabs.Tab key={s} title={statusText(s)} />
        ))}
      </ChipTabs>
      <div className={styles.filters}>
        {list.data && list.data.colleges.length > 1 && (
          <Selector
            columns={2}
            options={list.data.colleges.map((c) => ({ label: c.name, value: c.id }))}
            value={query.collegeId ? [query.collegeId] : []}
            onChange={(v) => set({ collegeId: v[0] })}
          />
        )}
        <Selector
          options={[
            { label: `${t('list.paid')}: ${t('list.yes')}`, value: 'paid:yes' },
            { label: `${t('list.paid')}: ${t('list.no')}`, value: 'paid:no' },
            { label: `${t('list.green')}: ${t('list.yes')}`, value: 'green:yes' },
          ]}
          multiple
          value={[
            ...(query.paid ? [`paid:${query.paid}`] : []),
            ...(query.green ? [`green:${query.green}`] : []),
          ]}
          onChange={(values) => {
            const paid = values
              .filter((v) => v.startsWith('paid:'))
              .at(-1)
              ?.slice(5) as 'yes' | 'no' | undefined;
            const green = values.includes('green:yes') ? 'yes' : undefined;
            set({ paid, green });
          }}
        />
      </div>
      <QueryView query={list}>
        {(page) => (
          <>
            <p className={styles.muted} style={{ padding: '0 16px' }} data-testid="freshmen-total">
              {t('list.total', { cohort: page.cohort, n: page.total })}
            </p>
            {page.rows.length === 0 ? (
              <ListEmpty hint={null} />
            ) : (
              <section className={styles.card}>
                {page.rows.map((row) => (
                  <Row key={row.id} row={row} onStanding={standing} />
                ))}
              </section>
            )}
            {page.total > page.rows.length && (
              <div style={{ padding: '0 12px 16px' }}>
                <Button
                  block
                  onClick={() => setQuery((q) => ({ ...q, size: Math.min((q.size ?? 50) + 50, 200) }))}
                >
                  {t('list.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
