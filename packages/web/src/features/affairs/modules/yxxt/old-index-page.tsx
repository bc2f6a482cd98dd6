import { localize } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { ProgressBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { yxxtEndpoints } from './api';
import { useRecordTexts } from './records-texts';
import { useYxxtTexts } from './texts';
import styles from './yxxt.module.css';

/**
 * oldIndex: the classic welcome page, a grid of tiles: the journey's steps with their state, then
 * the school's pages and the questions; a link to the new welcome page (index).
 */
export function OldIndexPage(props: AffairScreenProps) {
  const t = useRecordTexts();
  const y = useYxxtTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const journey = useQuery(endpointQuery(yxxtEndpoints.journey));
  const more = props.routes.screens.filter((s) =>
    ['onboardingPage', 'questions', 'onboardingForm'].includes(s.kind),
  );
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={journey}>
        {(loaded) => {
          // Steps nobody must take now (joining the army, a closed round, no bills) are not owed.
          const owed = loaded.steps.filter(
            (s) => s.state === 'done' || !['optional', 'closed', 'notConfigured'].includes(s.state),
          );
          const done = owed.filter((s) => s.state === 'done').length;
          return (
            <>
              <section className={styles.card}>
                <p className={styles.welcome}>
                  {t('old.hello', { school: loaded.schoolName, cohort: loaded.cohort })}
                </p>
                <ProgressBar percent={(done / owed.length) * 100} />
                <p className={styles.muted}>{t('old.progress', { done, total: owed.length })}</p>
              </section>
              <SectionCard
                title={y('journey.steps')}
                extra={
                  <button
                    type="button"
                    className={styles.stepLink}
                    style={{ width: 'auto', color: 'var(--adm-color-primary)' }}
                    onClick={() => void navigate(`${props.routes.basePath}/index`)}
                  >
                    {t('old.newIndex')}
                  </button>
                }
              >
                <div className={styles.grid}>
                  {loaded.steps.map((step, i) => (
                    <button
                      key={step.key}
                      type="button"
                      className={styles.tile}
                      data-state={step.state}
                      disabled={!step.path}
                      onClick={() => step.path && void navigate(step.path)}
                    >
                      <strong>{i + 1}</strong>
                      <span>{y(`step.${step.key}`)}</span>
                      <span className={styles.muted}>{y(`state.${step.state}`)}</span>
                    </button>
                  ))}
                </div>
              </SectionCard>
              <SectionCard title={t('my.services')}>
                <div className={styles.grid}>
                  {more.map((screen) => (
                    <button
                      key={screen.route}
                      type="button"
                      className={styles.tile}
                      onClick={() => void navigate(`${props.routes.basePath}/${screen.route}`)}
                    >
                      <strong>{localize(screen.title ?? screen.route, language).slice(0, 1)}</strong>
                      <span>{localize(screen.title ?? screen.route, language)}</span>
                    </button>
                  ))}
                </div>
              </SectionCard>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
