import { CANDIDATE_TYPES, SIGNUP_STATES, type SignupQuery } from '@campus/contract/affairs/zsfw';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Selector, Tag, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { endpointQuery, http } from '../../../../api/http';
import { ListEmpty } from '../../../../components/list-empty';
import { SearchHeader } from '../../../../components/search-header';
import { SectionCard } from '../../../../components/section-card';
import { saveFile } from '../../../../lib/save-file';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { admissions, zsfwEndpoints } from './api';
import { useAdmissionTexts } from './texts';
import { CardButtonList } from '../../card-list';
import styles from './zsfw.module.css';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** admissionsList: the office's sign-ups by programme, type and state, searched, masked, exported. */
export function AdmissionsListPage(props: AffairScreenProps) {
  const t = useAdmissionTexts();
  const navigate = useNavigate();
  const [query, setQuery] = useState<SignupQuery>({});
  const home = useQuery(endpointQuery(zsfwEndpoints.home));
  const list = useQuery({
    ...endpointQuery(zsfwEndpoints.list, { body: query }),
    placeholderData: keepPreviousData,
  });
  const search = useCallback(
    (text: string) => setQuery((q) => ({ ...q, keyword: text.trim() || undefined })),
    [],
  );
  const exportRows = async () => {
    try {
      saveFile(await admissions.exportList(query), 'admissions.xlsx', XLSX_TYPE);
      Toast.show({ icon: 'success', content: t('list.exported') });
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <>
      <GroupHeader props={props} subtitle={t('list.hint')} />
      <SectionCard title={t('programs')}>
        <div className={styles.filters}>
          <Selector
            value={query.programId ? [query.programId] : []}
            options={(home.data?.programs ?? []).map((p) => ({ value: p.id, label: p.title }))}
            onChange={(v) => setQuery({ ...query, programId: v[0] })}
          />
          <Selector
            value={query.candidateType ? [query.candidateType] : []}
            options={CANDIDATE_TYPES.map((c) => ({ value: c, label: t(`type.${c}`) }))}
            onChange={(v) => setQuery({ ...query, candidateType: v[0] })}
          />
          <Selector
            value={query.state ? [query.state] : []}
            options={SIGNUP_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
            onChange={(v) => setQuery({ ...query, state: v[0] })}
          />
        </div>
      </SectionCard>
      <SearchHeader placeholder={t('list.search')} onSearch={search} />
      <div className={styles.buttons}>
        <span className={styles.text}>{t('list.count', { n: list.data?.length ?? 0 })}</span>
        <Button size="small" onClick={() => void exportRows()}>
          {t('list.export')}
        </Button>
      </div>
      {list.data && list.data.length === 0 ? (
        <ListEmpty hint={t('list.none')} />
      ) : (
        <CardButtonList
          rows={list.data ?? []}
          open={(s) => navigate(screenPath(props, 'admissionsDetail', { query: { id: s.id } }))}
        >
          {(s) => (
            <>
              <span className={styles.title}>
                {s.name} · {s.province}
                <Tag>{t(`state.${s.state}`)}</Tag>
              </span>
              <p className={styles.text}>
                {s.major1}
                {s.major2 ? ` / ${s.major2}` : ''} · {t(`type.${s.candidateType}`)}
              </p>
              <p className={styles.text}>
                {s.idNumber} · {s.mobile}
              </p>
            </>
          )}
        </CardButtonList>
      )}
    </>
  );
}
