import { localize, SANCTION_KINDS } from '@campus/contract';
import { SANCTION_CAUSE_NAMES, SANCTION_STATES, type SanctionRow } from '@campus/contract/affairs/wjcf';
import { useQuery } from '@tanstack/react-query';
import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { hasAnyRole } from '../../../../lib/viewer';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { ListQueryView } from '../../list-query-view';
import { useViewer } from '../../use-viewer';
import { endpointQuery } from '../../../../api/http';
import { disciplineEndpoints } from './api';
import stack from '../../card-stack.module.css';
import styles from './discipline.module.css';
import { SanctionTags } from './sanction-tags';
import { useDisciplineTexts } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';

/**
 * disciplineQuery: the sanctions the reader may see (a student their own; staff the students in
 * their charge), by state, searchable by name or number for staff; each opens its page.
 */
export function DisciplineQueryPage(props: AffairScreenProps) {
  const t = useDisciplineTexts();
  const language = useViewStore((s) => s.language);
  const navigate = useNavigate();
  const viewer = useViewer();
  const staff = viewer.kind === 'staff';
  const mayRecord =
    viewer.isTenantAdmin || hasAnyRole(viewer, ['counsellor', 'college_staff', 'office_staff']);
  const [q, setQ] = useState('');
  const [state, setState] = useState('');
  const list = useQuery(
    endpointQuery(disciplineEndpoints.list, {
      query: { q: q || undefined, state: SANCTION_STATES.find((s) => s === state) },
    }),
  );
  const open = (row: SanctionRow) => navigate(`${props.routes.basePath}/disciplineView?id=${row.id}`);
  return (
    <>
      <GroupHeader props={props} subtitle={t('query.hint')} />
      <div className={styles.tools}>
        {staff && <SearchBar placeholder={t('query.search')} onSearch={setQ} onClear={() => setQ('')} />}
        <ChipTabs activeKey={state} onChange={setState}>
          <ChipTabs.Tab key="" title={t('query.all')} />
          {SANCTION_STATES.map((s) => (
            <ChipTabs.Tab key={s} title={t(`state.${s}`)} />
          ))}
        </ChipTabs>
        {mayRecord && (
          <Button
            color="primary"
            fill="outline"
            onClick={() => navigate(`${props.routes.basePath}/disciplineRecord`)}
          >
            {t('query.record')}
          </Button>
        )}
      </div>
      <ListQueryView query={list} empty={<EmptyState description={t('query.none')} />}>
        {(rows) => (
          <div className={stack.stack}>
            {rows.map((row) => (
              <button key={row.id} type="button" className={styles.card} onClick={() => open(row)}>
                <div className={styles.head}>
                  <h2>{localize(SANCTION_KINDS[row.kind], language)}</h2>
                  <span className={stack.line}>{localize(SANCTION_CAUSE_NAMES[row.cause], language)}</span>
                </div>
                {staff && (
                  <p className={stack.line}>
                    {row.student.name} · {row.student.number} · {row.student.className}
                  </p>
                )}
                <p className={stack.line}>
                  {row.decisionNo} · {t('query.decided', { date: row.decisionDate })}
                  {row.endDate ? ` · ${t('query.until', { date: row.endDate })}` : ''}
                </p>
                <SanctionTags row={row} />
              </button>
            ))}
          </div>
        )}
      </ListQueryView>
    </>
  );
}
