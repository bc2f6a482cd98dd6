import type { StudentPlacement } from '@campus/contract/affairs/ssgl';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SearchHeader } from '../../../../components/search-header';
import { SectionCard } from '../../../../components/section-card';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { dormEndpoints } from './api';
import { RecordView } from './record-view';
import { StudentMatches } from './student-matches';
import { useDormTexts } from './texts';
import { useCategoryNames } from './use-category-names';
import { ErrorBlock } from '../../../../components/error-block';

/** The record of one student (the caller's own when none is named), with the categories named. */
function StudentRecord({ studentId }: { studentId?: string }) {
  const record = useQuery(endpointQuery(dormEndpoints.record, { query: { studentId } }));
  const { name } = useCategoryNames();
  return (
    <QueryView query={record}>{(loaded) => <RecordView record={loaded} categoryName={name} />}</QueryView>
  );
}

/** dormCheck: the student's room inspections, personal inspections and discipline records. */
export function DormCheckPage(props: AffairScreenProps) {
  const t = useDormTexts();
  return (
    <>
      <GroupHeader props={props} subtitle={t('rec.checkHint')} />
      <StudentRecord />
    </>
  );
}

/** PersonalInspection: staff find a student in their charge and read their record. */
export function PersonalInspectionPage(props: AffairScreenProps) {
  const t = useDormTexts();
  const [words, setWords] = useState('');
  const [chosen, setChosen] = useState<StudentPlacement | null>(null);
  const onSearch = useCallback((text: string) => {
    setWords(text);
    setChosen(null);
  }, []);
  const found = useQuery({
    ...endpointQuery(dormEndpoints.search, { query: { q: words } }),
    enabled: !!words,
  });
  return (
    <>
      <GroupHeader props={props} subtitle={t('rec.staffHint')} />
      <SearchHeader placeholder={t('occ.search')} onSearch={onSearch} />
      {words && !chosen && (
        <StudentMatches
          found={found}
          item={(s) => (
            <List.Item
              key={s.studentId}
              description={`${s.number} · ${s.className}`}
              onClick={() => setChosen(s)}
            >
              {s.name}
            </List.Item>
          )}
        />
      )}
      {chosen ? (
        <>
          <SectionCard title={`${chosen.name} · ${chosen.number}`}>
            <p>{chosen.className}</p>
          </SectionCard>
          <StudentRecord studentId={chosen.studentId} />
        </>
      ) : (
        !words && <ErrorBlock status="empty" title={t('rec.pick')} description="" />
      )}
    </>
  );
}
