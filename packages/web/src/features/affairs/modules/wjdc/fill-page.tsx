import type { SurveyAnswer, SurveyAnswers, SurveyQuestion, SurveyView } from '@campus/contract/affairs/wjdc';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, NoticeBar, Radio, Rate, Space, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { SubmitButton } from '../../submit-button';
import { SURVEY_QUERIES, surveys, wjdcEndpoints } from './api';
import { SurveyItem, useSurveyId } from './parts';
import styles from '../../own-screens.module.css';
import own from './surveys.module.css';
import { useSurveyTexts } from './texts';

function Question({
  question,
  index,
  value,
  onChange,
}: {
  question: SurveyQuestion;
  index: number;
  value: SurveyAnswer | undefined;
  onChange: (value: SurveyAnswer | undefined) => void;
}) {
  const t = useSurveyTexts();
  return (
    <SectionCard title={`${index + 1}. ${t(`kind.${question.kind}`)}`}>
      <p className={own.question}>
        {question.title}
        {question.required && <span className={own.required}>*</span>}
      </p>
      {question.kind === 'single' && (
        <Radio.Group value={(value as string | undefined) ?? null} onChange={(v) => onChange(String(v))}>
          <Space direction="vertical">
            {question.options.map((o) => (
              <Radio key={o.id} value={o.id}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {question.kind === 'multiple' && (
        <Checkbox.Group
          value={(value as string[] | undefined) ?? []}
          onChange={(v) => onChange(v.map(String))}
        >
          <Space direction="vertical">
            {question.options.map((o) => (
              <Checkbox key={o.id} value={o.id}>
                {o.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
      {question.kind === 'rating' && (
        <Rate
          count={question.scale}
          value={(value as number | undefined) ?? 0}
          onChange={(v) => onChange(v || undefined)}
          aria-label={question.title}
        />
      )}
      {question.kind === 'text' && (
        <TextArea
          value={(value as string | undefined) ?? ''}
          onChange={(v) => onChange(v)}
          placeholder={t('fill.text')}
          rows={3}
          maxLength={1000}
          showCount
        />
      )}
    </SectionCard>
  );
}

function FillForm({ survey, props }: { survey: SurveyView; props: AffairScreenProps }) {
  const t = useSurveyTexts();
  const navigate = useNavigate();
  const { busy, run } = useCommand(SURVEY_QUERIES);
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const submit = async () => {
    const done = await run(() => surveys.answer(survey.id, answers));
    if (!done) return;
    Toast.show({ icon: 'success', content: t(done.repeated ? 'fill.repeated' : 'fill.done') });
    navigate(screenPath(props, 'surveyDetail', { query: { id: survey.id } }), { replace: true });
  };
  return (
    <>
      <NoticeBar content={t('fill.once')} color="info" wrap />
      {survey.questions.map((q, index) => (
        <Question
          key={q.id}
          question={q}
          index={index}
          value={answers[q.id]}
          onChange={(value) =>
            setAnswers((before) => {
              const next = { ...before };
              if (value === undefined) delete next[q.id];
              else next[q.id] = value;
              return next;
            })
          }
        />
      ))}
      <div className={styles.actions}>
        <SubmitButton label={t('fill.submit')} busy={busy} onSubmit={submit} />
      </div>
    </>
  );
}

function Survey({ id, props }: { id: string; props: AffairScreenProps }) {
  const t = useSurveyTexts();
  const query = useQuery(endpointQuery(wjdcEndpoints.view, { params: { id } }));
  return (
    <QueryView query={query}>
      {(s) => (
        <>
          <SectionCard title={s.title}>
            <p className={styles.text}>{s.intro}</p>
            <p className={styles.meta}>
              {s.createdBy} · {t('card.closes', { time: formatDateTime(s.closesAt, 'YYYY-MM-DD HH:mm') })}
            </p>
          </SectionCard>
          {s.mine ? (
            <p className={`${styles.card} ${styles.meta}`}>{t('fill.repeated')}</p>
          ) : s.state === 'open' ? (
            <FillForm survey={s} props={props} />
          ) : (
            <p className={`${styles.card} ${styles.meta}`}>
              {s.state === 'closed'
                ? t('fill.closed')
                : t('fill.upcoming', { time: formatDateTime(s.opensAt, 'YYYY-MM-DD HH:mm') })}
            </p>
          )}
        </>
      )}
    </QueryView>
  );
}

/** surveyFill: the student's surveys (to fill in first); ?id= one to fill in once. */
export function SurveyFillPage(props: AffairScreenProps) {
  const t = useSurveyTexts();
  const id = useSurveyId();
  const list = useQuery({
    ...endpointQuery(wjdcEndpoints.list, { query: { scope: 'mine' } }),
    enabled: !id,
  });
  return (
    <>
      <GroupHeader props={props} />
      {id ? (
        <Survey id={id} props={props} />
      ) : (
        <ListQueryView
          query={list}
          empty={<p className={`${styles.card} ${styles.meta}`}>{t('list.empty')}</p>}
        >
          {(rows) =>
            rows.map((s) => (
              <SurveyItem
                key={s.id}
                survey={s}
                props={props}
                kind={s.answered || s.state === 'closed' ? 'surveyDetail' : 'surveyFill'}
              />
            ))
          }
        </ListQueryView>
      )}
    </>
  );
}
