import type { ClassScores } from '@campus/contract/affairs/zhcpgl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, List, Picker, Tag, Toast } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { endpointQuery, http } from '../../../../api/http';
import { PickerTrigger } from '../../../../components/picker-trigger';
import { QueryView } from '../../../../components/query-view';
import { saveFile } from '../../../../lib/save-file';
import { XLSX_TYPE } from '../../../../lib/xlsx-type';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { evaluation, zhcpglEndpoints } from './api';
import { useEvaluationTexts } from './texts';
import styles from './zhcpgl.module.css';
import { ChipTabs } from '../../../../components/chip-tabs';

/**
 * classScores: the staff's table of a class in their charge for a year, in rank order, each
 * student's parts, bonus, total, class rank (ties marked) and major rank; computed with the
 * school's current weights, so a change of weights shows on the next look; exported as xlsx.
 */
export function ClassScoresPage(props: AffairScreenProps) {
  const t = useEvaluationTexts();
  const [classId, setClassId] = useState<string | undefined>();
  const [year, setYear] = useState<string | undefined>();
  const [picking, setPicking] = useState(false);
  const classes = useQuery(endpointQuery(zhcpglEndpoints.classes));
  const chosen = classId ?? classes.data?.classes[0]?.id;
  const scores = useQuery({
    ...endpointQuery(zhcpglEndpoints.classScores, { query: { classId: chosen ?? '', academicYear: year } }),
    enabled: chosen !== undefined,
    placeholderData: keepPreviousData,
  });
  const exportRows = async (loaded: ClassScores) => {
    try {
      const bytes = await evaluation.exportClass(loaded.classId, loaded.academicYear);
      const file = `${loaded.className}-${loaded.academicYear}.xlsx`;
      saveFile(bytes, file, XLSX_TYPE);
      Toast.show({ icon: 'success', content: t('class.exported', { file }) });
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <>
      <GroupHeader props={props} subtitle={t('class.hint')} />
      <QueryView query={classes}>
        {(loaded) =>
          loaded.classes.length === 0 ? (
            <ErrorBlock status="empty" title={t('class.noClass')} description="" />
          ) : (
            <>
              <div className={styles.toolbar}>
                <PickerTrigger
                  id="evaluation-class"
                  text={loaded.classes.find((k) => k.id === chosen)?.name}
                  placeholder={t('class.pick')}
                  onOpen={() => setPicking(true)}
                />
                {scores.data && scores.data.rows.length > 0 && (
                  <Button size="small" onClick={() => void exportRows(scores.data)}>
                    {t('class.export')}
                  </Button>
                )}
              </div>
              <Picker
                visible={picking}
                title={t('class.pick')}
                columns={[loaded.classes.map((k) => ({ value: k.id, label: k.name }))]}
                value={chosen ? [chosen] : []}
                onClose={() => setPicking(false)}
                onConfirm={(value) => value[0] && setClassId(String(value[0]))}
              />
              {loaded.academicYears.length > 1 && (
                <ChipTabs
                  activeKey={scores.data?.academicYear ?? loaded.academicYears[0]!}
                  onChange={setYear}
                >
                  {loaded.academicYears.map((y) => (
                    <ChipTabs.Tab key={y} title={y} />
                  ))}
                </ChipTabs>
              )}
              <QueryView query={scores}>{(table) => <Table table={table} />}</QueryView>
            </>
          )
        }
      </QueryView>
    </>
  );
}

function Table({ table }: { table: ClassScores }) {
  const t = useEvaluationTexts();
  const { weights } = table;
  const shared = (rank: number) => table.rows.filter((r) => r.classRank === rank).length > 1;
  const part = (value: number | null) => (value === null ? '-' : String(value));
  return (
    <>
      <p className={styles.weights}>
        {t('class.weights', {
          moral: weights.moral,
          academic: weights.academic,
          sports: weights.sports,
          cap: weights.bonusCap,
        })}
      </p>
      {table.rows.length === 0 ? (
        <ErrorBlock status="empty" title={t('class.none')} description={table.academicYear} />
      ) : (
        <List>
          {table.rows.map((r) => (
            <List.Item
              key={r.studentId}
              prefix={
                <span className={`${styles.rank} ${r.classRank <= 3 ? styles.top : ''}`}>{r.classRank}</span>
              }
              description={t('class.line', {
                moral: part(r.moral),
                academic: part(r.academic),
                sports: part(r.sports),
                bonus: r.bonus,
                majorRank: r.majorRank,
                majorSize: r.majorSize,
              })}
              extra={<strong>{r.total.toFixed(2)}</strong>}
            >
              {r.name}
              <span className={styles.weights}>{r.number}</span>
              {shared(r.classRank) && (
                <Tag color="warning" fill="outline" className={styles.tied}>
                  {t('rank.tied')}
                </Tag>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
