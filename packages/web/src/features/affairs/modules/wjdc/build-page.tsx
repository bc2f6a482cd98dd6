import type { QuestionKind, SurveyQuestionInput } from '@campus/contract/affairs/wjdc';
import { QUESTION_KINDS } from '@campus/contract/affairs/wjdc';
import { Button, Checkbox, Input, Selector, Space, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { useStaffOptions } from '../../staff/use-staff-options';
import { SURVEY_QUERIES, surveys } from './api';
import styles from '../../own-screens.module.css';
import { useSurveyTexts } from './texts';

const DAY = 86_400_000;
type Draft = SurveyQuestionInput & { optionsText: string };

const blank = (kind: QuestionKind): Draft => ({ kind, title: '', required: true, optionsText: '', scale: 5 });

function QuestionEditor({
  draft,
  index,
  onChange,
  onRemove,
}: {
  draft: Draft;
  index: number;
  onChange: (draft: Draft) => void;
  onRemove: () => void;
}) {
  const t = useSurveyTexts();
  return (
    <SectionCard
      title={`${t('build.question', { n: index + 1 })} · ${t(`kind.${draft.kind}`)}`}
      extra={
        <Button size="mini" fill="none" color="danger" onClick={onRemove}>
          {t('build.remove')}
        </Button>
      }
    >
      <Space direction="vertical" block>
        <Input
          value={draft.title}
          onChange={(title) => onChange({ ...draft, title })}
          placeholder={t('build.questionTitle')}
          aria-label={t('build.questionTitle')}
          maxLength={200}
        />
        {(draft.kind === 'single' || draft.kind === 'multiple') && (
          <TextArea
            value={draft.optionsText}
            onChange={(optionsText) => onChange({ ...draft, optionsText })}
            placeholder={t('build.options')}
            aria-label={t('build.options')}
            rows={4}
          />
        )}
        {draft.kind === 'rating' && (
          <Selector
            options={[5, 10].map((n) => ({ label: `${t('build.scale')} ${n}`, value: n }))}
            value={[draft.scale ?? 5]}
            onChange={(v) => onChange({ ...draft, scale: v[0] === 10 ? 10 : 5 })}
          />
        )}
        <Checkbox checked={draft.required} onChange={(required) => onChange({ ...draft, required })}>
          {t('build.required')}
        </Checkbox>
      </Space>
    </SectionCard>
  );
}

/** surveyBuild: staff write a questionnaire, choose its colleges and grades and how long it is open, and send it. */
export function SurveyBuildPage(props: AffairScreenProps) {
  const t = useSurveyTexts();
  const navigate = useNavigate();
  const { busy, run } = useCommand(SURVEY_QUERIES);
  const options = useStaffOptions(props);
  const [title, setTitle] = useState('');
  const [intro, setIntro] = useState('');
  const [colleges, setColleges] = useState<string[]>([]);
  const [grades, setGrades] = useState<string[]>([]);
  const [days, setDays] = useState(7);
  const [anonymous, setAnonymous] = useState(true);
  const [questions, setQuestions] = useState<Draft[]>([blank('single')]);

  const send = async () => {
    const now = Date.now();
    const created = await run(
      () =>
        surveys.create({
          title,
          intro,
          anonymous,
          audience: { grades, colleges },
          opensAt: now,
          closesAt: now + days * DAY,
          questions: questions.map(({ optionsText, ...q }) => ({
            ...q,
            ...(q.kind === 'single' || q.kind === 'multiple'
              ? {
                  options: optionsText
                    .split('\n')
                    .map((o) => o.trim())
                    .filter(Boolean),
                }
              : {}),
            ...(q.kind === 'rating' ? { scale: q.scale } : { scale: undefined }),
          })),
        }),
      t('build.published'),
    );
    if (created)
      navigate(screenPath(props, 'surveyResults', { query: { id: created.id } }), { replace: true });
  };

  return (
    <>
      <GroupHeader props={props} />
      <SectionCard title={t('build.title')}>
        <Space direction="vertical" block>
          <Input
            value={title}
            onChange={setTitle}
            maxLength={100}
            placeholder={t('build.title')}
            aria-label={t('build.title')}
          />
          <TextArea
            value={intro}
            onChange={setIntro}
            maxLength={1000}
            rows={3}
            placeholder={t('build.intro')}
            aria-label={t('build.intro')}
          />
        </Space>
      </SectionCard>
      <SectionCard title={t('build.audience')}>
        <p className={styles.meta}>{t('build.everyone')}</p>
        <Selector
          multiple
          options={(options.data?.colleges ?? []).map((c) => ({ label: c.name, value: c.id }))}
          value={colleges}
          onChange={setColleges}
        />
        <p className={styles.meta}>{t('build.grades')}</p>
        <Selector
          multiple
          options={(options.data?.grades ?? []).map((g) => ({
            label: t('build.grade', { grade: g }),
            value: g,
          }))}
          value={grades}
          onChange={setGrades}
        />
      </SectionCard>
      <SectionCard title={t('build.days')}>
        <Selector
          options={[3, 7, 14, 30].map((n) => ({ label: t('build.daysN', { n }), value: n }))}
          value={[days]}
          onChange={(v) => setDays(v[0] ?? 7)}
        />
        <p className={styles.meta}>
          {t('build.anonymous')}{' '}
          <Switch checked={anonymous} onChange={setAnonymous} aria-label={t('build.anonymous')} />
        </p>
      </SectionCard>
      {questions.map((draft, index) => (
        <QuestionEditor
          key={index}
          draft={draft}
          index={index}
          onChange={(next) => setQuestions((all) => all.map((q, i) => (i === index ? next : q)))}
          onRemove={() => setQuestions((all) => all.filter((_, i) => i !== index))}
        />
      ))}
      <div className={styles.actions}>
        <Space wrap>
          {QUESTION_KINDS.map((kind) => (
            <Button
              key={kind}
              size="small"
              fill="outline"
              onClick={() => setQuestions((all) => [...all, blank(kind)])}
            >
              {t('build.add', { kind: t(`kind.${kind}`) })}
            </Button>
          ))}
        </Space>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!title.trim() || questions.length === 0}
          onClick={() => void send()}
        >
          {t('build.publish')}
        </Button>
      </div>
    </>
  );
}
