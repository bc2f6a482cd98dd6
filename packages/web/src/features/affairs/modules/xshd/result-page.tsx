import { useQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { xshdEndpoints } from './api';
import styles from '../../own-screens.module.css';
import own from './activities.module.css';
import { useActivityTexts } from './texts';

/** activityResult: the student's second-classroom credits, activity by activity. */
export function ActivityResultPage(props: AffairScreenProps) {
  const t = useActivityTexts();
  const query = useQuery(endpointQuery(xshdEndpoints.credits));
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={query}>
        {(credits) => (
          <>
            <SectionCard title={t('credits.total')}>
              <div className={styles.center}>
                <p className={own.total}>{credits.total}</p>
              </div>
            </SectionCard>
            {credits.records.length === 0 ? (
              <p className={`${styles.card} ${styles.meta}`}>{t('credits.none')}</p>
            ) : (
              <List>
                {credits.records.map((r) => (
                  <List.Item
                    key={`${r.activityId}-${r.role}`}
                    description={`${t(`cat.${r.category}`)} · ${formatDateTime(r.at, 'YYYY-MM-DD')}`}
                    extra={
                      <>
                        <Tag fill="outline">{t(`role.${r.role}`)}</Tag> {t('card.credits', { n: r.credits })}
                      </>
                    }
                  >
                    {r.name}
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
