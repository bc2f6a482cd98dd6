import { designerEndpoints } from '@campus/contract/routes/api/admin/designer';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/http';
import { deskScreen } from '../desk/admin-desk';
import { DeskTable } from '../desk/desk-table';
import styles from '../desk/desk.module.css';
import { noRows, QueryBlock } from '../desk/query-block';
import { formatTime } from './format';
import { useDesignerTexts } from './texts';

/**
 * The chain designer's processes (/admin/designer, issue 29): each of the school's approval
 * processes with its module, current version, when it was published and whether the designer
 * draws it (a chain) or it is edited as a BPMN file.
 */
export const ProcessesPage = deskScreen(Processes);

function Processes() {
  const t = useDesignerTexts();
  const query = useQuery(endpointQuery(designerEndpoints.processes));
  return (
    <>
      <p className={styles.intro}>{t.intro}</p>
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(processes) => (
          <DeskTable
            headers={[t.process, t.group, t.version, t.publishedAt, t.shape]}
            columns="2fr 2fr 70px 150px 1.4fr"
          >
            {processes.map((process) => (
              <div role="row" className={styles.row} key={process.key}>
                <span role="cell">
                  <Link className={styles.link} to={`/admin/designer/${process.key}`}>
                    {process.name}
                  </Link>
                </span>
                <span role="cell" data-label={t.group}>
                  {[process.group, process.module].filter(Boolean).join(' · ') || '—'}
                </span>
                <span role="cell" data-label={t.version}>
                  {process.version}
                </span>
                <span role="cell" data-label={t.publishedAt}>
                  {process.publishedAt ? formatTime(process.publishedAt) : '—'}
                </span>
                <span role="cell" data-label={t.shape}>
                  {t.shapes[process.shape]}
                </span>
              </div>
            ))}
          </DeskTable>
        )}
      </QueryBlock>
    </>
  );
}
