import type { EvaluationScore, MyEvaluation } from '@campus/contract/affairs/zhcpgl';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { zhcpglEndpoints } from './api';
import { useEvaluationTexts } from './texts';
import styles from './zhcpgl.module.css';
import { ChipTabs } from '../../../../components/chip-tabs';

/**
 * scores: the student's comprehensive evaluation of a year: the total, the rank in class and
 * major, each part with the school's weight, the course marks the academic part comes from, the
 * bonus items counted, and the years before.
 */
export function MyScoresPage(props: AffairScreenProps) {
  const t = useEvaluationTexts();
  const [year, setYear] = useState<string | undefined>();
  const mine = useQuery(endpointQuery(zhcpglEndpoints.mine, { query: { academicYear: year } }));
  const score = mine.data?.score;
  return (
    <>
      <GroupHeader props={props} title={t('mine.total')} subtitle={t('mine.hint')}>
        {score && (
          <div className={styles.total}>
            <div>
              <strong>{score.total.toFixed(2)}</strong>
              <span>{t('mine.total')}</span>
            </div>
            <div>
              <strong>{t('rank.value', { rank: score.classRank, size: score.classSize })}</strong>
              <span>{t('mine.classRank')}</span>
            </div>
            <div>
              <strong>{t('rank.value', { rank: score.majorRank, size: score.majorSize })}</strong>
              <span>{t('mine.majorRank')}</span>
            </div>
          </div>
        )}
      </GroupHeader>
      <QueryView query={mine}>
        {(loaded) => (
          <>
            {loaded.history.length > 1 && (
              <ChipTabs activeKey={loaded.academicYear} onChange={setYear}>
                {loaded.history.map((h) => (
                  <ChipTabs.Tab key={h.academicYear} title={h.academicYear} />
                ))}
              </ChipTabs>
            )}
            {loaded.score ? (
              <Breakdown loaded={loaded} score={loaded.score} />
            ) : (
              <ErrorBlock status="empty" title={t('mine.none')} description={loaded.academicYear} />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}

function Breakdown({ loaded, score }: { loaded: MyEvaluation; score: EvaluationScore }) {
  const t = useEvaluationTexts();
  const { weights } = loaded;
  const part = (value: number | null) => (value === null ? t('part.missing') : value.toFixed(1));
  return (
    <>
      <SectionCard title={t('mine.parts')}>
        <List>
          <List.Item
            description={t('part.weight', { weight: weights.moral })}
            extra={<span className={styles.points}>{part(score.moral)}</span>}
          >
            {t('part.moral')}
          </List.Item>
          <List.Item
            description={t('part.weight', { weight: weights.academic })}
            extra={<span className={styles.points}>{part(score.academic)}</span>}
          >
            {t('part.academic')}
          </List.Item>
          <List.Item
            description={t('part.weight', { weight: weights.sports })}
            extra={<span className={styles.points}>{part(score.sports)}</span>}
          >
            {t('part.sports')}
          </List.Item>
          <List.Item
            description={t('part.cap', { cap: weights.bonusCap })}
            extra={<span className={styles.points}>+{score.bonus}</span>}
          >
            {t('part.bonus')}
          </List.Item>
        </List>
      </SectionCard>
      <SectionCard title={t('mine.bonuses')}>
        {loaded.bonuses.length === 0 ? (
          <ErrorBlock status="empty" title={t('mine.noBonus')} description="" />
        ) : (
          <List>
            {loaded.bonuses.map((b) => (
              <List.Item key={b.id} description={`${b.categoryName} · ${b.levelName}`} extra={`+${b.points}`}>
                {b.itemName}
              </List.Item>
            ))}
          </List>
        )}
      </SectionCard>
      <SectionCard title={t('mine.courses')}>
        <List>
          {loaded.courses.map((c) => (
            <List.Item key={c.course} description={t('mine.credit', { credit: c.credit })} extra={c.mark}>
              {c.course}
            </List.Item>
          ))}
        </List>
      </SectionCard>
      {loaded.history.length > 0 && (
        <SectionCard title={t('mine.history')}>
          <List>
            {loaded.history.map((h) => (
              <List.Item
                key={h.academicYear}
                description={`${t('mine.classRank')} ${t('rank.value', { rank: h.classRank, size: h.classSize })} · ${t('mine.majorRank')} ${t('rank.value', { rank: h.majorRank, size: h.majorSize })}`}
                extra={h.total.toFixed(2)}
              >
                {h.academicYear}
              </List.Item>
            ))}
          </List>
        </SectionCard>
      )}
    </>
  );
}
