import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchHeader } from '../../../../components/search-header';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { dormEndpoints } from './api';
import styles from './dorm.module.css';
import { DisciplineCard } from './record-view';
import { useDormTexts } from './texts';
import { useCategoryNames } from './use-category-names';
import { ErrorBlock } from '../../../../components/error-block';

/**
 * reviewNotRules: the discipline records of the students in the caller's charge, newest first,
 * found by a student's name or number; a record opens for correction, and a new one is added.
 */
export function DisciplineListPage(props: AffairScreenProps) {
  const t = useDormTexts();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const onSearch = useCallback((text: string) => setWords(text), []);
  const { name } = useCategoryNames();
  const list = useQuery(endpointQuery(dormEndpoints.disciplineList, { query: { q: words || undefined } }));
  const base = props.routes.basePath;
  return (
    <>
      <GroupHeader props={props} subtitle={t('rule.hint')} />
      <SearchHeader placeholder={t('rule.search')} onSearch={onSearch} />
      <ListQueryView query={list} empty={<ErrorBlock status="empty" title={t('rule.none')} description="" />}>
        {(records) => (
          <ul className={styles.buildings}>
            {records.map((record) => (
              <li key={record.id}>
                <DisciplineCard
                  record={record}
                  categoryName={name}
                  onOpen={() => navigate(`${base}/reviewNotRules/edit?id=${record.id}`)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListQueryView>
      <div className={styles.fabSpacer} aria-hidden />
      <Button
        className={styles.fab}
        color="primary"
        shape="rounded"
        onClick={() => navigate(`${base}/reviewNotRules/add`)}
      >
        {t('rule.add')}
      </Button>
    </>
  );
}
