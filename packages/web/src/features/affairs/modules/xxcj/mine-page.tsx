import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ListEmpty } from '../../../../components/list-empty';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { xxcjEndpoints } from './api';
import { useCollectionTexts } from './texts';
import { CardButtonList } from '../../card-list';
import styles from './xxcj.module.css';

const COLOR = { toFill: 'primary', submitted: 'success', closed: 'default' } as const;

/** infoCollection: the student's collections (to fill in, submitted, closed), each opening its form. */
export function InfoCollectionPage(props: AffairScreenProps) {
  const t = useCollectionTexts();
  const navigate = useNavigate();
  const mine = useQuery(endpointQuery(xxcjEndpoints.mine));
  return (
    <>
      <GroupHeader props={props} subtitle={t('mine.hint')} />
      <ListQueryView query={mine} empty={<ListEmpty hint={t('mine.none')} />}>
        {(rows) => (
          <CardButtonList
            rows={rows}
            open={(c) => navigate(screenPath(props, 'collectionFill', { query: { id: c.id } }))}
          >
            {(c) => (
              <>
                <div className={styles.head}>
                  <strong>{c.title}</strong>
                  <Tag color={COLOR[c.state]}>{t(`state.${c.state}`)}</Tag>
                </div>
                <p className={styles.meta}>
                  {t('deadline', { time: formatDateTime(c.deadline, 'YYYY-MM-DD HH:mm') })} ·{' '}
                  {t('by', { name: c.creatorName })}
                </p>
              </>
            )}
          </CardButtonList>
        )}
      </ListQueryView>
    </>
  );
}
