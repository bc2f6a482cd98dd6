import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from '../../../../components/error-block';
import { QueryView } from '../../../../components/query-view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { useSearchParams } from 'react-router';
import { AuthImage } from '../../../../components/auth-image';
import { endpointQuery } from '../../../../api/http';
import { yxxtEndpoints } from './api';
import { useRecordTexts } from './records-texts';
import styles from './yxxt.module.css';

/** pictureDetails?id=&n=: one picture of a question, at the screen's width. */
export function PictureDetailPage(props: AffairScreenProps) {
  const t = useRecordTexts();
  const [params] = useSearchParams();
  const id = params.get('id');
  const n = Number(params.get('n') ?? '1');
  const question = useQuery({
    ...endpointQuery(yxxtEndpoints.question, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
  const none = <ErrorBlock status="empty" title={t('pic.none')} description="" />;
  return (
    <>
      <GroupHeader props={props} />
      {id === null ? (
        none
      ) : (
        <QueryView query={question}>
          {(q) => {
            const picture = q.pictures[n - 1];
            if (!picture) return none;
            return (
              <figure className={styles.card} style={{ margin: 12 }}>
                <AuthImage attachmentId={picture.id} alt={picture.name} className={styles.picture} />
                <figcaption className={styles.muted} style={{ marginTop: 8, textAlign: 'center' }}>
                  {q.title} · {t('pic.of', { n, total: q.pictures.length })}
                </figcaption>
              </figure>
            );
          }}
        </QueryView>
      )}
    </>
  );
}
