import { designerEndpoints } from '@campus/contract/routes/api/admin/designer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, endpointQuery, http } from '../../../api/http';
import { confirm, showToast } from '../../../components/feedback';
import { DeskTable } from '../desk/desk-table';
import desk from '../desk/desk.module.css';
import { noRows, QueryBlock } from '../desk/query-block';
import { formatTime } from './format';
import { useDesignerTexts } from './texts';

/** Every query a publish, a restore or an upload changes. */
export const DESIGNER_QUERIES = [
  designerEndpoints.open,
  designerEndpoints.versions,
  designerEndpoints.processes,
] as const;

interface VersionsPanelProps {
  processKey: string;
  /** The version the screen shows (a restore over a newer one is refused). */
  baseVersion: number;
  /** Unpublished changes on the screen (a restore says they go). */
  dirty: boolean;
}

/** The process's versions (the current one marked, who published each and how) with a restore. */
export function VersionsPanel({ processKey, baseVersion, dirty }: VersionsPanelProps) {
  const t = useDesignerTexts();
  const client = useQueryClient();
  const query = useQuery(endpointQuery(designerEndpoints.versions, { query: { key: processKey } }));
  const restore = async (version: number) => {
    const ok = await confirm({
      content: t.restoreConfirm(version, dirty),
      confirmText: t.confirm,
      cancelText: t.cancel,
    });
    if (!ok) return;
    try {
      const reply = await call(
        designerEndpoints.restore,
        { body: { key: processKey, version, baseVersion } },
        { loading: true },
      );
      void showToast({ icon: 'success', content: t.restored(reply.data.version) });
      await invalidateEndpoints(client, DESIGNER_QUERIES);
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <QueryBlock query={query} emptyText="" isEmpty={noRows}>
      {(versions) => (
        <DeskTable
          headers={[t.version, t.publishedAt, t.by, t.origin, t.comment, t.running, '']}
          columns="90px 140px 1fr 100px 2fr 90px 150px"
        >
          {versions.map((v) => (
            <div role="row" className={desk.row} key={v.version} aria-label={`${t.version} ${v.version}`}>
              <span role="cell">
                {v.version} {v.main && <span className={desk.chip}>{t.main}</span>}
              </span>
              <span role="cell" data-label={t.publishedAt}>
                {formatTime(v.publishedAt)}
              </span>
              <span role="cell" data-label={t.by}>
                {v.publishedBy ?? '—'}
              </span>
              <span role="cell" data-label={t.origin}>
                {t.origins[v.origin]}
              </span>
              <span role="cell" data-label={t.comment}>
                {v.comment ?? '—'}
              </span>
              <span role="cell" data-label={t.running}>
                {v.running}
              </span>
              <span role="cell">
                {!v.main && (
                  <Button size="mini" onClick={() => void restore(v.version)}>
                    {t.restore}
                  </Button>
                )}
              </span>
            </div>
          ))}
        </DeskTable>
      )}
    </QueryBlock>
  );
}
