import type { OnboardingQuestion } from '@campus/contract/affairs/yxxt';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthImage } from '../../../../components/auth-image';
import { ErrorBlock } from '../../../../components/error-block';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { mayReviewIn } from '../../audience';
import { GroupHeader } from '../../group-header';
import { useViewer } from '../../use-viewer';
import { endpointQuery } from '../../../../api/http';
import { onboarding, yxxtEndpoints } from './api';
import { useRecordTexts } from './records-texts';
import styles from './yxxt.module.css';

function AnswerForm({ question }: { question: OnboardingQuestion }) {
  const t = useRecordTexts();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [faq, setFaq] = useState(question.faq);
  return (
    <SectionCard title={t('q.answer')}>
      <TextArea
        value={answer}
        onChange={setAnswer}
        rows={4}
        maxLength={1000}
        showCount
        aria-label={t('q.answer')}
      />
      <Checkbox checked={faq} onChange={setFaq} style={{ margin: '8px 0', fontSize: 14 }}>
        {t('q.inFaq')}
      </Checkbox>
      <Button
        block
        color="primary"
        loading={busy}
        onClick={() =>
          void run(() => onboarding.answer(client, question.id, { answer, faq }), t('q.replied'))
        }
      >
        {t('q.reply')}
      </Button>
    </SectionCard>
  );
}

/** problemDetails?id=: a question with its pictures and answer; staff in charge answer it here. */
export function QuestionDetailPage(props: AffairScreenProps) {
  const t = useRecordTexts();
  const navigate = useNavigate();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const id = params.get('id');
  const question = useQuery({
    ...endpointQuery(yxxtEndpoints.question, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
  if (id === null)
    return (
      <>
        <GroupHeader props={props} />
        <ErrorBlock status="empty" title={t('q.none')} description="" />
      </>
    );
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={question}>
        {(q) => (
          <>
            <article className={styles.card} data-testid="question">
              <h2 className={styles.pageTitle}>
                {q.title}
                {q.faq && (
                  <Tag color="primary" fill="outline">
                    {t('q.faq')}
                  </Tag>
                )}
              </h2>
              {q.asker && (
                <p className={styles.muted}>
                  {t('q.asker', { name: q.asker.name, className: q.asker.className ?? '' })} ·{' '}
                  {formatDateTime(q.createdAt, 'YYYY-MM-DD HH:mm')}
                </p>
              )}
              {q.body && <p style={{ lineHeight: 1.6 }}>{q.body}</p>}
              {q.pictures.length > 0 && (
                <div className={styles.thumbs} aria-label={t('q.pictures', { n: q.pictures.length })}>
                  {q.pictures.map((picture, n) => (
                    <button
                      key={picture.id}
                      type="button"
                      onClick={() =>
                        void navigate(
                          screenPath(props, 'pictureDetail', { query: { id: q.id, n: String(n + 1) } }),
                        )
                      }
                    >
                      <AuthImage attachmentId={picture.id} alt={picture.name} />
                    </button>
                  ))}
                </div>
              )}
              {q.answer ? (
                <div className={styles.answer} data-testid="answer">
                  <p style={{ margin: 0 }}>{q.answer}</p>
                  {q.answeredBy && q.answeredAt && (
                    <p className={styles.muted} style={{ margin: '6px 0 0' }}>
                      {t('q.answerBy', {
                        name: q.answeredBy,
                        at: formatDateTime(q.answeredAt, 'YYYY-MM-DD HH:mm'),
                      })}
                    </p>
                  )}
                </div>
              ) : (
                <Tag color="warning">{t('q.waiting')}</Tag>
              )}
            </article>
            {mayReviewIn(props.group, viewer) && q.asker && !q.mine && (
              <AnswerForm key={q.answeredAt ?? 0} question={q} />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
