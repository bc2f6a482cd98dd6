import type { OnboardingQuestion, QuestionScope } from '@campus/contract/affairs/yxxt';
import type { FormDefinition } from '@campus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormRenderer, useFormController } from '../../../../components/form-renderer';
import { ListEmpty } from '../../../../components/list-empty';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { mayApplyIn, mayReviewIn } from '../../audience';
import { GroupHeader } from '../../group-header';
import { ListQueryView } from '../../list-query-view';
import { SubmitButton } from '../../submit-button';
import { useViewer } from '../../use-viewer';
import { endpointQuery } from '../../../../api/http';
import { onboarding, yxxtEndpoints } from './api';
import { useRecordTexts } from './records-texts';
import styles from './yxxt.module.css';
import { ChipTabs } from '../../../../components/chip-tabs';
import { Popup } from '../../../../components/overlays';

export function QuestionCard({ question, onOpen }: { question: OnboardingQuestion; onOpen: () => void }) {
  const t = useRecordTexts();
  return (
    <button type="button" className={styles.question} onClick={onOpen} data-question={question.id}>
      <h2>
        <span>{question.title}</span>
        <Tag color={question.answer ? 'success' : 'warning'} fill="outline">
          {question.answer ? t('q.answered') : t('q.waiting')}
        </Tag>
      </h2>
      <p>{question.answer ?? question.body}</p>
      <p>
        {question.asker && !question.mine ? `${question.asker.name} · ` : ''}
        {formatDateTime(question.createdAt, 'YYYY-MM-DD HH:mm')}
      </p>
    </button>
  );
}

function AskForm({ form, onDone }: { form: FormDefinition; onDone: () => void }) {
  const t = useRecordTexts();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const controller = useFormController({ definition: form, autosave: { scope: 'ask' } });
  const send = async () => {
    const values = controller.submit();
    if (!values) return;
    const sent = await run(() => onboarding.ask(client, values), t('q.sent'), controller.showServerErrors);
    if (!sent) return;
    controller.clearDraft();
    onDone();
  };
  return (
    <div style={{ padding: 12 }}>
      <FormRenderer controller={controller} />
      <SubmitButton label={t('q.send')} busy={busy} onSubmit={send} />
    </div>
  );
}

/**
 * askQuestions: the FAQ and the freshman's own questions (asking one with pictures), or for staff
 * the questions of the freshmen in their charge, waiting or answered.
 */
export function QuestionsPage(props: AffairScreenProps) {
  const t = useRecordTexts();
  const navigate = useNavigate();
  const viewer = useViewer();
  const student = mayApplyIn(props.group, viewer);
  const staff = mayReviewIn(props.group, viewer);
  const scopes: QuestionScope[] = [
    'faq',
    ...(student ? (['mine'] as const) : []),
    ...(staff ? (['open', 'answered'] as const) : []),
  ];
  const [scope, setScope] = useState<QuestionScope>(staff ? 'open' : 'faq');
  const [asking, setAsking] = useState(false);
  const list = useQuery(endpointQuery(yxxtEndpoints.questions, { query: { scope } }));
  const form = useQuery({ ...endpointQuery(yxxtEndpoints.questionForm), enabled: asking });
  return (
    <>
      <GroupHeader props={props} />
      <ChipTabs activeKey={scope} onChange={(key) => setScope(key as QuestionScope)}>
        {scopes.map((s) => (
          <ChipTabs.Tab key={s} title={t(`q.${s}`)} />
        ))}
      </ChipTabs>
      {student && (
        <div style={{ padding: '0 12px' }}>
          <Button block color="primary" fill="outline" onClick={() => setAsking(true)}>
            {t('q.ask')}
          </Button>
        </div>
      )}
      <ListQueryView query={list} empty={<ListEmpty hint={null} />}>
        {(rows) => (
          <section className={styles.card}>
            {rows.map((q) => (
              <QuestionCard
                key={q.id}
                question={q}
                onOpen={() => void navigate(screenPath(props, 'questionDetail', { query: { id: q.id } }))}
              />
            ))}
          </section>
        )}
      </ListQueryView>
      <Popup
        visible={asking}
        onMaskClick={() => setAsking(false)}
        bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}
      >
        {asking && form.data && (
          <AskForm
            form={form.data}
            onDone={() => {
              setAsking(false);
              setScope('mine');
            }}
          />
        )}
      </Popup>
    </>
  );
}
