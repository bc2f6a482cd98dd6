import type { MasterImportKind } from '@campus/contract/routes/api/admin/imports';
import { adminImportEndpoints } from '@campus/contract/routes/api/admin/imports';
import { importEndpoints } from '@campus/contract/routes/api/affairs/imports';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { endpointQuery } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { FailureBlock } from '../../../components/failure-block';
import { SectionCard } from '../../../components/section-card';
import { SpreadsheetImport } from '../../../components/spreadsheet-import/spreadsheet-import';
import { useSessionStore } from '../../../stores/session';
import { useViewStore } from '../../../stores/view';
import { useDeskWidth } from '../desk/use-desk-width';
import styles from './imports-page.module.css';
import { useImportsTexts } from './texts';

/** The kinds in the order a school imports them (each names only rows of the ones before). */
const KINDS = [
  'orgs',
  'majors',
  'classes',
  'staff',
  'students',
  'assignments',
  'beds',
] as const satisfies readonly MasterImportKind[];
const PAGE_SIZE = 10;

const endpointsOf = (kind: MasterImportKind) => importEndpoints('business', `/affairs/admin/imports/${kind}`);

/** The school's imports, newest first, a page at a time. */
function History() {
  const t = useImportsTexts();
  const language = useViewStore((s) => s.language);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    ...endpointQuery(adminImportEndpoints.history, { query: { pageNo, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  if (query.isError) return <FailureBlock error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  return (
    <SectionCard title={t.history}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{query.isPending ? '…' : t.historyEmpty}</p>
      ) : (
        <ul className={styles.history} aria-label={t.history}>
          {rows.map((row) => (
            <li key={row.id}>
              <strong>
                {t.kinds[row.kind as MasterImportKind] ?? row.kind} · {row.fileName}
              </strong>
              <span>
                {t.states[row.state]} · {t.outcome(row)}
              </span>
              <span className={styles.muted}>
                {row.userName} · {when.format(row.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager}>
          <Button size="small" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t.previous}
          </Button>
          <span>{t.page(pageNo, pages)}</span>
          <Button size="small" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
    </SectionCard>
  );
}

/**
 * /admin/imports (issue 28): the school's administrator brings its organisations, majors, classes,
 * staff, students and their duties in from spreadsheets: a kind, its template, the upload and its
 * preview with each refused cell, the confirmation and its progress, and the history. Desk work,
 * laid out for 1280 px, one column on a phone.
 */
export function ImportsPage() {
  useDeskWidth();
  const t = useImportsTexts();
  const isAdmin = useSessionStore((s) => s.userInfo?.isTenantAdmin ?? false);
  const client = useQueryClient();
  const [kind, setKind] = useState<MasterImportKind>('orgs');
  const refresh = useCallback(
    () => void invalidateEndpoints(client, [adminImportEndpoints.history]),
    [client],
  );
  if (!isAdmin) return <EmptyState description={t.adminOnly} />;
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t.intro}</p>
      <div className={styles.layout}>
        <div>
          <SectionCard title={t.kind}>
            <div className={styles.kinds} role="group" aria-label={t.kind}>
              {KINDS.map((k) => (
                <Button
                  key={k}
                  size="small"
                  color={k === kind ? 'primary' : 'default'}
                  aria-pressed={k === kind}
                  onClick={() => setKind(k)}
                >
                  {t.kinds[k]}
                </Button>
              ))}
            </div>
            <p className={styles.hint}>{t.kindHints[kind]}</p>
          </SectionCard>
          <SpreadsheetImport
            key={kind}
            endpoints={endpointsOf(kind)}
            templateName={`${t.kinds[kind]}.xlsx`}
            onUploaded={refresh}
            onDone={refresh}
          />
        </div>
        <History />
      </div>
    </div>
  );
}
