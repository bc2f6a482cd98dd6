import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { mayApplyIn } from '../../audience';
import { GroupHeader } from '../../group-header';
import { useViewer } from '../../use-viewer';
import { employmentEndpoints } from './api';
import stack from '../../card-stack.module.css';
import styles from './jygl.module.css';
import { PostingCards } from './posting-card';
import { useEmploymentTexts, type EmploymentTextKey } from './texts';

const COLORS = { none: 'default', running: 'primary', verified: 'success', rejected: 'danger' } as const;

/** The graduate's destination registration and where it stands (students only). */
function MyDestinationCard(props: AffairScreenProps) {
  const t = useEmploymentTexts();
  const navigate = useNavigate();
  const mine = useQuery(endpointQuery(employmentEndpoints.mine));
  return (
    <QueryView query={mine}>
      {(d) => (
        <div className={stack.stack}>
          <section className={styles.card} aria-label={t('index.destination')}>
            <div className={styles.cardHead}>
              <h2>{t('index.destination')}</h2>
              <Tag color={COLORS[d.state]} fill="outline">
                {t(`state.${d.state}`)}
              </Tag>
            </div>
            {d.category && <p className={stack.line}>{t(`category.${d.category}` as EmploymentTextKey)}</p>}
            {!d.graduating && d.state === 'none' && d.graduatingGrade && (
              <p className={stack.line}>{t('index.notCohort', { grade: d.graduatingGrade })}</p>
            )}
            <div className={stack.actions}>
              {d.id && (
                <Button
                  size="small"
                  onClick={() =>
                    navigate(screenPath(props, 'detail', { module: 'destination', query: { id: d.id! } }))
                  }
                >
                  {t('index.view')}
                </Button>
              )}
              {d.graduating && (d.state === 'none' || d.state === 'rejected') && (
                <Button
                  size="small"
                  color="primary"
                  onClick={() => navigate(screenPath(props, 'apply', { module: 'destination' }))}
                >
                  {t(d.state === 'none' ? 'index.register' : 'index.again')}
                </Button>
              )}
            </div>
          </section>
        </div>
      )}
    </QueryView>
  );
}

/** employmentIndex: the graduate's destination, then the latest open postings. */
export function EmploymentIndexPage(props: AffairScreenProps) {
  const t = useEmploymentTexts();
  const navigate = useNavigate();
  const viewer = useViewer();
  const postings = useQuery(endpointQuery(employmentEndpoints.postings, { query: {} }));
  return (
    <>
      <GroupHeader props={props} subtitle={t('index.hint')} />
      {mayApplyIn(props.group, viewer) && <MyDestinationCard {...props} />}
      <SectionCard
        title={t('index.latest')}
        extra={
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => navigate(screenPath(props, 'employmentList'))}
          >
            {t('index.more')}
          </Button>
        }
      >
        <QueryView query={postings}>
          {(loaded) => <PostingCards postings={loaded.slice(0, 5)} props={props} />}
        </QueryView>
      </SectionCard>
    </>
  );
}
