import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { EmptyState } from '../../../../components/empty-state';
import { formatDateTime } from '../../../../lib/format';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { zxglEndpoints } from './api';
import { useCounsellingTexts } from './texts';
import stack from '../../card-stack.module.css';
import styles from './zxgl.module.css';

/** courseList: the mental-health courses, talks and group sessions, in time order. */
export function CoursesPage(props: AffairScreenProps) {
  const t = useCounsellingTexts();
  const courses = useQuery(endpointQuery(zxglEndpoints.courses));
  return (
    <>
      <GroupHeader props={props} subtitle={t('course.hint')} />
      <ListQueryView query={courses} empty={<EmptyState description={t('course.none')} />}>
        {(loaded) => (
          <div className={stack.stack}>
            {loaded.map((c) => (
              <section key={c.id} className={styles.card} aria-label={c.title}>
                <div className={styles.cardHead}>
                  <h2>{c.title}</h2>
                  <Tag
                    color={c.kind === 'group' ? 'warning' : c.kind === 'lecture' ? 'primary' : 'success'}
                    fill="outline"
                  >
                    {t(`course.${c.kind}`)}
                  </Tag>
                </div>
                <p className={stack.line}>
                  {formatDateTime(c.startsAt, 'YYYY-MM-DD HH:mm')} · {c.place}
                </p>
                <p className={stack.line}>
                  {c.teacher} · {t('course.capacity', { capacity: c.capacity })}
                </p>
                <p className={stack.line}>{c.description}</p>
              </section>
            ))}
          </div>
        )}
      </ListQueryView>
    </>
  );
}
