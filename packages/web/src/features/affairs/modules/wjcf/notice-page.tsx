import { localize, SANCTION_KINDS } from '@campus/contract';
import { SANCTION_CAUSE_NAMES } from '@campus/contract/affairs/wjcf';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../../components/empty-state';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { disciplineEndpoints } from './api';
import stack from '../../card-stack.module.css';
import styles from './discipline.module.css';
import { useDisciplineTexts } from './texts';

/** disciplineNotice: the school's decisions of the last year, names and numbers masked by the server. */
export function DisciplineNoticePage(props: AffairScreenProps) {
  const t = useDisciplineTexts();
  const language = useViewStore((s) => s.language);
  const notices = useQuery(endpointQuery(disciplineEndpoints.notices));
  return (
    <>
      <GroupHeader props={props} subtitle={t('notice.hint')} />
      <ListQueryView query={notices} empty={<EmptyState description={t('query.none')} />}>
        {(rows) => (
          <div className={stack.stack}>
            {rows.map((row) => (
              <article key={row.id} className={styles.card}>
                <div className={styles.head}>
                  <h2>{localize(SANCTION_KINDS[row.kind], language)}</h2>
                  <span className={stack.line}>{row.decisionDate}</span>
                </div>
                <p className={stack.line}>
                  {row.name} · {row.number} · {row.collegeName}
                </p>
                <p className={stack.line}>
                  {localize(SANCTION_CAUSE_NAMES[row.cause], language)} · {row.decisionNo}
                </p>
              </article>
            ))}
          </div>
        )}
      </ListQueryView>
    </>
  );
}
