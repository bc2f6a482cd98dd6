import { localize } from '@campus/contract';
import {
  ASSESSMENT_ITEM_KEYS,
  ASSESSMENT_ITEMS,
  MIN_RATINGS_SHOWN,
  type AssessmentItem,
  type AssessmentTask,
} from '@campus/contract/affairs/szgz';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Rate, Tag } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { ListQueryView } from '../../list-query-view';
import { ScreenHeader } from '../../record-parts';
import styles from '../../record-list.module.css';
import { endpointQuery } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';
import { ASSESSMENT_QUERIES, szgz, szgzEndpoints } from './api';
import { useSzgzTexts } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';

const STATE_COLOR = { open: 'primary', upcoming: 'default', closed: 'default' } as const;

type Scores = Record<AssessmentItem, number>;
const ALL_FIVE = () => Object.fromEntries(ASSESSMENT_ITEM_KEYS.map((k) => [k, 5])) as Scores;

/** The items of one rated person, 1-5 stars each. */
function ItemRates({ scores, onChange }: { scores: Scores; onChange: (scores: Scores) => void }) {
  const language = useViewStore((s) => s.language);
  return ASSESSMENT_ITEM_KEYS.map((item) => (
    <div key={item} className={styles.row}>
      <span>{localize(ASSESSMENT_ITEMS[item], language)}</span>
      <Rate
        aria-label={localize(ASSESSMENT_ITEMS[item], language)}
        allowClear={false}
        value={scores[item]}
        onChange={(v) => onChange({ ...scores, [item]: v })}
      />
    </div>
  ));
}

/** The counsellor's items, then each teacher's (MODULES §16), sent as one anonymous submission. */
function RateForm({ task }: { task: AssessmentTask }) {
  const t = useSzgzTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const [scores, setScores] = useState<Scores>(ALL_FIVE);
  const [teacherScores, setTeacherScores] = useState<Record<string, Scores>>(() =>
    Object.fromEntries(task.teachers.map((x) => [x.teacherId, ALL_FIVE()])),
  );
  const submit = () =>
    void run(
      () =>
        reloadAfter(
          client,
          szgz.rate({
            roundId: task.round.id,
            scores,
            teacherScores: task.teachers.map((x) => ({
              teacherId: x.teacherId,
              scores: teacherScores[x.teacherId]!,
            })),
          }),
          ASSESSMENT_QUERIES,
        ),
      t('assess.thanks'),
    );
  return (
    <div className={styles.form}>
      <ItemRates scores={scores} onChange={setScores} />
      {task.teachers.map((teacher) => (
        <section key={teacher.teacherId} aria-label={t('assess.teacher', { name: teacher.name })}>
          <h2 className={styles.head}>{t('assess.teacher', { name: teacher.name })}</h2>
          <ItemRates
            scores={teacherScores[teacher.teacherId]!}
            onChange={(next) => setTeacherScores((prev) => ({ ...prev, [teacher.teacherId]: next }))}
          />
        </section>
      ))}
      <Button color="primary" block loading={busy} onClick={submit}>
        {t('assess.submit')}
      </Button>
    </div>
  );
}

/** assessmentTasks: the student's rounds; in an open one not yet rated, the items to rate 1-5. */
export function AssessmentTasksPage(props: AffairScreenProps) {
  const t = useSzgzTexts();
  const tasks = useQuery(endpointQuery(szgzEndpoints.tasks));
  return (
    <>
      <ScreenHeader props={props} subtitle={t('assess.hint')} />
      <ListQueryView
        query={tasks}
        empty={<ErrorBlock status="empty" title={t('assess.empty')} description="" />}
      >
        {(loaded) =>
          loaded.map((task) => (
            <SectionCard
              key={task.round.id}
              title={task.round.title}
              extra={
                <Tag color={task.rated ? 'success' : STATE_COLOR[task.round.state]} fill="outline">
                  {task.rated ? t('assess.rated') : t(`assess.${task.round.state}`)}
                </Tag>
              }
            >
              <p className={styles.weak}>
                {t('assess.window', { from: task.round.opensOn, to: task.round.closesOn })}
              </p>
              <p className={styles.weak}>
                {task.counsellorName
                  ? t('assess.counsellor', { name: task.counsellorName })
                  : t('assess.noCounsellor')}
              </p>
              {task.teachers.length > 0 && (
                <p className={styles.weak}>
                  {t('assess.teachers', { names: task.teachers.map((x) => x.name).join('、') })}
                </p>
              )}
              {task.round.state === 'open' && !task.rated && task.counsellorName && <RateForm task={task} />}
            </SectionCard>
          ))
        }
      </ListQueryView>
    </>
  );
}

/** assessmentResults: per counsellor and teacher in the viewer's charge the average of each item and the count. */
export function AssessmentResultsPage(props: AffairScreenProps) {
  const t = useSzgzTexts();
  const language = useViewStore((s) => s.language);
  const [roundId, setRoundId] = useState<string>();
  const results = useQuery(endpointQuery(szgzEndpoints.results, { query: { roundId } }));
  return (
    <>
      <ScreenHeader props={props} subtitle={t('results.hint', { n: MIN_RATINGS_SHOWN })} />
      <QueryView query={results}>
        {(loaded) =>
          loaded.lines.length === 0 ? (
            <ErrorBlock status="empty" title={t('results.empty')} description="" />
          ) : (
            <>
              <ChipTabs activeKey={loaded.roundId ?? ''} onChange={setRoundId}>
                {loaded.rounds.map((r) => (
                  <ChipTabs.Tab key={r.id} title={r.title} />
                ))}
              </ChipTabs>
              {loaded.lines.map((line) => (
                <SectionCard
                  key={line.counsellorId}
                  title={line.counsellorName}
                  extra={
                    line.overall !== null && (
                      <Tag color="primary">{t('results.overall', { score: line.overall.toFixed(2) })}</Tag>
                    )
                  }
                >
                  <p className={styles.weak}>
                    {t(`results.${line.role}`)} · {line.collegeName} ·{' '}
                    {t('results.count', { ratings: line.ratings, students: line.students })}
                  </p>
                  {line.averages ? (
                    <ul className={styles.list}>
                      {ASSESSMENT_ITEM_KEYS.map((item) => (
                        <li key={item} className={styles.row}>
                          <span>{localize(ASSESSMENT_ITEMS[item], language)}</span>
                          <strong>{line.averages![item].toFixed(2)}</strong>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.weak}>{t('results.hidden')}</p>
                  )}
                </SectionCard>
              ))}
            </>
          )
        }
      </QueryView>
    </>
  );
}
