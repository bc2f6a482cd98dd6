import type { SurveyAnswer, SurveyQuestion } from '@campus/contract/affairs/wjdc';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { wjdcEndpoints } from './api';
import { useSurveyId } from './parts';
import styles from '../../own-screens.module.css';
import own from './surveys.module.css';
import { useSurveyTexts } from './texts';

function shown(question: SurveyQuestion, answer: SurveyAnswer | undefined): string | null {
  if (answer === undefined) return null;
  const label = (id: string) => question.options.find((o) => o.id === id)?.label ?? id;
  if (question.kind === 'single') return label(String(answer));
  if (question.kind === 'multiple') return (answer as string[]).map(label).join('、');
  if (question.kind === 'rating') return `${String(answer)} / ${question.scale}`;
  return String(answer);
}

/** surveyDetail ?id=: a survey with the student's answers, read-only. */
export function SurveyDetailPage(props: AffairScreenProps) {
  const t = useSurveyTexts();
  const navigate = useNavigate();
  const id = useSurveyId();
  const query = useQuery({ ...endpointQuery(wjdcEndpoints.view, { params: { id } }), enabled: !!id });
  return (
    <>
      <GroupHeader props={props} />
      {!id ? (
        <p className={`${styles.card} ${styles.meta}`}>{t('missing')}</p>
      ) : (
        <QueryView query={query}>
          {(s) => (
            <>
              <SectionCard title={s.title}>
                <p className={styles.text}>{s.intro}</p>
                {s.mine && (
                  <p className={styles.meta}>
                    {t('detail.mine', { time: formatDateTime(s.mine.at, 'YYYY-MM-DD HH:mm') })}
                  </p>
                )}
              </SectionCard>
              {s.questions.map((q, index) => (
                <SectionCard key={q.id} title={`${index + 1}. ${t(`kind.${q.kind}`)}`}>
                  <p className={own.question}>{q.title}</p>
                  <p className={own.answer}>{shown(q, s.mine?.answers[q.id]) ?? t('detail.none')}</p>
                </SectionCard>
              ))}
              {!s.mine && s.state === 'open' && !s.manages && (
                <div className={styles.actions}>
                  <Button
                    block
                    color="primary"
                    onClick={() => navigate(screenPath(props, 'surveyFill', { query: { id: s.id } }))}
                  >
                    {t('detail.fill')}
                  </Button>
                </div>
              )}
            </>
          )}
        </QueryView>
      )}
    </>
  );
}
