import type { Count } from '@campus/contract';
import type { QuestionResult, SurveyResults } from '@campus/contract/affairs/wjdc';
import { Button, Dialog } from 'antd-mobile';
import { useMemo } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import type { AffairScreenProps } from '../../affair-screen';
import { Chart } from '../../../../components/charts/chart';
import { barHeight, barOption, columnOption } from '../../../../components/charts/chart-options';
import { endpointQuery } from '../../../../api/http';
import { SURVEY_QUERIES, surveys, wjdcEndpoints } from './api';
import { SurveyItem, useSurveyId } from './parts';
import styles from '../../own-screens.module.css';
import own from './surveys.module.css';
import { useSurveyTexts } from './texts';
import { FigureGrid } from '../../figure-grid';
import { ListOrOne } from '../../list-or-one';

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : '—');

function QuestionChart({ result, index }: { result: QuestionResult; index: number }) {
  const t = useSurveyTexts();
  const option = useMemo(() => {
    if (result.kind === 'rating')
      return columnOption(
        result.ratings.map((r): Count => ({ key: String(r.value), label: String(r.value), count: r.count })),
      );
    if (result.kind === 'text') return null;
    return barOption(
      result.options.map((o): Count => ({ key: o.id, label: o.label, count: o.count })),
      { labelWidth: 110 },
    );
  }, [result]);
  return (
    <SectionCard
      title={`${index + 1}. ${result.title}`}
      extra={<small>{t('results.answered', { n: result.answered })}</small>}
    >
      {result.kind === 'rating' && result.average !== null && (
        <p className={styles.meta}>
          {t('results.average', { avg: result.average, scale: result.ratings.length })}
        </p>
      )}
      {option && (
        <Chart
          option={option}
          label={result.title}
          height={result.kind === 'rating' ? 200 : barHeight(result.options.length)}
        />
      )}
      {result.kind === 'text' &&
        (result.texts.length === 0 ? (
          <p className={styles.meta}>{t('results.noTexts')}</p>
        ) : (
          <ol className={own.texts} aria-label={t('results.texts')}>
            {result.texts.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ol>
        ))}
    </SectionCard>
  );
}

function Results({ results }: { results: SurveyResults }) {
  const t = useSurveyTexts();
  const { busy, run } = useCommand(SURVEY_QUERIES);
  const close = async () => {
    if (await Dialog.confirm({ content: t('results.closeConfirm') }))
      await run(() => surveys.close(results.survey.id), t('results.closed'));
  };
  const byCollege = useMemo(
    () =>
      barOption(
        results.byCollege.map((c): Count => ({ key: c.college, label: c.college, count: c.responses })),
      ),
    [results.byCollege],
  );
  return (
    <>
      <SectionCard title={results.survey.title} extra={<small>{t(`state.${results.survey.state}`)}</small>}>
        <FigureGrid
          className={styles.figures}
          figures={[
            { key: 'responses', value: results.responses, label: t('results.responses') },
            { key: 'audience', value: results.audienceSize, label: t('results.audience') },
            {
              key: 'percent',
              value: percent(results.responses, results.audienceSize),
              label: t('results.percent'),
            },
          ]}
        />
        <p className={styles.meta}>{t('results.anonymousNote')}</p>
      </SectionCard>
      {results.byCollege.length > 1 && (
        <SectionCard title={t('results.byCollege')}>
          <Chart
            option={byCollege}
            label={t('results.byCollege')}
            height={barHeight(results.byCollege.length)}
          />
        </SectionCard>
      )}
      {results.questions.map((q, index) => (
        <QuestionChart key={q.id} result={q} index={index} />
      ))}
      {results.survey.state !== 'closed' && (
        <div className={styles.actions}>
          <Button block color="danger" fill="outline" loading={busy} onClick={() => void close()}>
            {t('results.close')}
          </Button>
        </div>
      )}
    </>
  );
}

/** surveyResults: the surveys the caller sent (the office: every one); ?id= one's results as charts. */
export function SurveyResultsPage(props: AffairScreenProps) {
  const t = useSurveyTexts();
  const id = useSurveyId();
  return (
    <ListOrOne
      props={props}
      id={id}
      oneQuery={endpointQuery(wjdcEndpoints.results, { params: { id } })}
      listQuery={endpointQuery(wjdcEndpoints.list, { query: { scope: 'created' } })}
      empty={<p className={`${styles.card} ${styles.meta}`}>{t('list.createdEmpty')}</p>}
      showOne={(results) => <Results results={results} />}
      showRow={(s) => <SurveyItem key={s.id} survey={s} props={props} kind="surveyResults" />}
    />
  );
}
