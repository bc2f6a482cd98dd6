import { localize } from '@campus/contract';
import {
  ASSESSMENT_ITEM_KEYS,
  ASSESSMENT_ITEMS,
  MIN_RATINGS_SHOWN,
  type AssessmentItem,
  type AssessmentTask,
} from '@campus/contract/affairs/szgz';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Rate, Tag } from 'antd-mobile';
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

function RateForm({ task }: { task: AssessmentTask }) {
  const t = useSzgzTexts();
  const language = useViewStore((s) => s.language);
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const [scores, setScores] = useState<Record<AssessmentItem, number>>(
    Object.fromEntries(ASSESSMENT_ITEM_KEYS.map((k) => [k, 5])) as Record<AssessmentItem, number>,
  );
  return (
    <div className={styles.form}>
      {ASSESSMENT_ITEM_KEYS.map((item) => (
        <div key={item} className={styles.row}>
          <span>{localize(ASSESSMENT_ITEMS[item], language)}</span>
          <Rate
            aria-label={localize(ASSESSMENT_ITEMS[item], language)}
            allowClear={false}
            value={scores[item]}
            onChange={(v) => setScores({ ...scores, [item]: v })}
          />
        </div>
      ))}
      <Button
        color="primary"
        block
        loading={busy}
        onClick={() =>
          void run(
            () => reloadAfter(client, szgz.rate({ roundId: task.round.id, scores }), ASSESSMENT_QUERIES),
            t('assess.thanks'),
          )
        }
      >
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
              {task.round.state === 'open' && !task.rated && task.counsellorName && <RateForm task={task} />}
            </SectionCard>
          ))
        }
      </ListQueryView>
    </>
  );
}

/** assessmentResults: per counsellor in the viewer's charge the average of each item and the count. */
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
                    {line.collegeName} ·{' '}
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
