import { localize } from '@campus/contract';
import {
  LEAVING_STEPS,
  type LeavingQueue,
  type LeavingState,
  type LeavingStudentLine,
  type MyLeaving,
} from '@campus/contract/affairs/jczy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ProgressBar, Steps, Tag } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SearchHeader } from '../../../../components/search-header';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { reloadAfter } from '../../reload-after';
import { useViewer } from '../../use-viewer';
import { campus, campusEndpoints } from './api';
import styles from './campus.module.css';
import { useCampusTexts } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';
import { NamedInput } from '../../named-fields';

const STATE_COLOR: Record<LeavingState, 'default' | 'success' | 'danger' | 'primary'> = {
  todo: 'default',
  passed: 'success',
  blocked: 'danger',
  exempt: 'primary',
};
const STEP_STATUS = { todo: 'wait', passed: 'finish', blocked: 'error', exempt: 'finish' } as const;

function useStepTitle() {
  const language = useViewStore((s) => s.language);
  return (key: string) => {
    const spec = LEAVING_STEPS.find((s) => s.key === key);
    return spec ? localize(spec.title, language) : key;
  };
}

/** The graduate's checklist: each step, where to go, who marked it, and whether all are done. */
function Checklist({ leaving }: { leaving: MyLeaving }) {
  const t = useCampusTexts();
  const language = useViewStore((s) => s.language);
  const done = leaving.steps.filter((s) => s.state === 'passed' || s.state === 'exempt').length;
  return (
    <SectionCard
      title={leaving.batch!.name}
      extra={<small>{t('leave.progress', { done, total: leaving.steps.length })}</small>}
    >
      <p className={styles.weak}>
        {t('leave.window', { from: leaving.batch!.startDate, to: leaving.batch!.endDate })}
      </p>
      <ProgressBar percent={(done / leaving.steps.length) * 100} />
      {leaving.cleared && <p className={styles.cleared}>{t('leave.cleared')}</p>}
      <Steps direction="vertical" className={styles.steps}>
        {leaving.steps.map((step) => {
          const spec = LEAVING_STEPS.find((s) => s.key === step.step)!;
          return (
            <Steps.Step
              key={step.step}
              status={STEP_STATUS[step.state]}
              title={
                <span>
                  {localize(spec.title, language)}{' '}
                  <Tag color={STATE_COLOR[step.state]} fill="outline">
                    {t(`state.${step.state}`)}
                  </Tag>
                </span>
              }
              description={
                <>
                  {step.note && <div>{step.note}</div>}
                  {step.state === 'todo' || step.state === 'blocked' ? (
                    <div>{t('leave.where', { where: localize(spec.where, language) })}</div>
                  ) : (
                    step.byName &&
                    step.at && (
                      <div>
                        {t('leave.by', { name: step.byName, time: formatDateTime(step.at, 'YYYY-MM-DD') })}
                      </div>
                    )
                  )}
                </>
              }
            />
          );
        })}
      </Steps>
    </SectionCard>
  );
}

/** One graduate in an office's queue, with the office's buttons for its own step. */
function Graduate({
  line,
  step,
  batchId,
  owns,
}: {
  line: LeavingStudentLine;
  step: string;
  batchId: string;
  owns: boolean;
}) {
  const t = useCampusTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const [blocking, setBlocking] = useState(false);
  const [note, setNote] = useState('');
  const mark = (state: LeavingState, withNote?: string) =>
    run(
      () =>
        reloadAfter(
          client,
          campus.mark({
            batchId,
            studentId: line.studentId,
            step,
            state,
            ...(withNote ? { note: withNote } : {}),
          }),
          [campusEndpoints.queue, campusEndpoints.leaving],
        ),
      t(`state.${state}`),
    ).then((r) => r && setBlocking(false));
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span>
          {line.name} <small className={styles.weak}>{line.number}</small>
        </span>
        <Tag color={STATE_COLOR[line.state.state]} fill="outline">
          {t(`state.${line.state.state}`)}
        </Tag>
      </div>
      <p className={styles.weak}>
        {line.className} · {t('leave.stepsDone', { done: line.done, total: LEAVING_STEPS.length })}
      </p>
      {line.state.note && <p className={styles.text}>{line.state.note}</p>}
      {owns &&
        (blocking ? (
          <div className={styles.form}>
            <NamedInput label={t('leave.blockReason')} value={note} onChange={setNote} maxLength={300} />
            <Button size="small" color="danger" loading={busy} onClick={() => void mark('blocked', note)}>
              {t('act.confirmBlock')}
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            {line.state.state !== 'passed' && (
              <Button size="mini" color="success" loading={busy} onClick={() => void mark('passed')}>
                {t('act.pass')}
              </Button>
            )}
            {line.state.state !== 'blocked' && (
              <Button size="mini" color="danger" fill="outline" onClick={() => setBlocking(true)}>
                {t('act.block')}
              </Button>
            )}
            {line.state.state !== 'exempt' && (
              <Button size="mini" fill="outline" loading={busy} onClick={() => void mark('exempt')}>
                {t('act.exempt')}
              </Button>
            )}
            {line.state.state !== 'todo' && (
              <Button size="mini" fill="none" loading={busy} onClick={() => void mark('todo')}>
                {t('act.undo')}
              </Button>
            )}
          </div>
        ))}
    </li>
  );
}

function Queue({
  queue,
  onStep,
  onSearch,
}: {
  queue: LeavingQueue;
  onStep: (s: string) => void;
  onSearch: (q: string) => void;
}) {
  const t = useCampusTexts();
  const title = useStepTitle();
  if (!queue.batch) return <ErrorBlock status="empty" title={t('leave.noBatch')} description="" />;
  const tabs = queue.steps.length ? queue.steps : LEAVING_STEPS.map((s) => s.key);
  const figures = queue.figures.find((f) => f.step === queue.step);
  const owns = !!queue.step && queue.steps.includes(queue.step);
  return (
    <>
      <SectionCard title={queue.batch.name}>
        <p className={styles.rate}>{t('leave.total', { total: queue.total, cleared: queue.cleared })}</p>
        <ProgressBar percent={queue.total ? (queue.cleared / queue.total) * 100 : 0} />
      </SectionCard>
      <SearchHeader placeholder={t('leave.search')} onSearch={onSearch}>
        {tabs.length > 1 && (
          <ChipTabs activeKey={queue.step ?? ''} onChange={onStep}>
            {tabs.map((key) => (
              <ChipTabs.Tab key={key} title={title(key).split(/[:：]/)[0]} />
            ))}
          </ChipTabs>
        )}
      </SearchHeader>
      {queue.step && (
        <SectionCard title={title(queue.step)}>
          {figures && <p className={styles.weak}>{t('leave.figures', { ...figures })}</p>}
          {!owns && <p className={styles.weak}>{t('leave.readOnly')}</p>}
          <ul className={styles.list}>
            {queue.students.map((line) => (
              <Graduate
                key={line.studentId}
                line={line}
                step={queue.step!}
                batchId={queue.batch!.id}
                owns={owns}
              />
            ))}
          </ul>
        </SectionCard>
      )}
    </>
  );
}

/** leavingSchool: the graduate's checklist, or an office's queue of graduates for its step. */
export function LeavingSchoolPage(props: AffairScreenProps) {
  const t = useCampusTexts();
  const language = useViewStore((s) => s.language);
  const viewer = useViewer();
  const student = viewer.kind === 'student';
  const [step, setStep] = useState<string>();
  const [q, setQ] = useState('');
  const mine = useQuery({ ...endpointQuery(campusEndpoints.leaving), enabled: student });
  const queue = useQuery({
    ...endpointQuery(campusEndpoints.queue, { query: { step, q: q || undefined } }),
    enabled: !student,
  });
  return (
    <>
      <GroupHeader
        props={props}
        title={localize(props.screen.title!, language)}
        subtitle={student ? t('leave.hint') : t('leave.staffHint')}
      />
      {student ? (
        <QueryView query={mine}>
          {(loaded) =>
            loaded.batch ? (
              <Checklist leaving={loaded} />
            ) : loaded.graduatingGrade && loaded.grade && loaded.grade !== loaded.graduatingGrade ? (
              <ErrorBlock
                status="empty"
                title={t('leave.notCohort', { grade: loaded.graduatingGrade })}
                description={t('leave.notCohortYet', { own: loaded.grade })}
              />
            ) : (
              <ErrorBlock status="empty" title={t('leave.none')} description="" />
            )
          }
        </QueryView>
      ) : (
        <QueryView query={queue}>
          {(loaded) => <Queue queue={loaded} onStep={setStep} onSearch={setQ} />}
        </QueryView>
      )}
    </>
  );
}
