import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { endpointQuery } from '../../../../api/http';
import { MissingTarget } from '../../../../components/missing-target';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { useTargetId } from '../../target-id';
import { employmentEndpoints } from './api';
import styles from './jygl.module.css';
import { useEmploymentTexts } from './texts';

/** employmentDetail (?id=): a job posting whole: company, position, place, salary, deadline, contact. */
export function PostingPage(props: AffairScreenProps) {
  const t = useEmploymentTexts();
  const id = useTargetId();
  const posting = useQuery({
    ...endpointQuery(employmentEndpoints.posting, { params: { id } }),
    enabled: id !== '',
  });
  if (!id) return <MissingTarget />;
  return (
    <QueryView query={posting}>
      {(p) => (
        <>
          <GroupHeader props={props} title={p.position} subtitle={p.company} />
          <SectionCard title={t('field.position')}>
            <List>
              <List.Item extra={t('salary', { min: p.salaryMin, max: p.salaryMax })}>
                {t('field.salary')}
              </List.Item>
              <List.Item extra={t(`nature.${p.nature}`)}>{t('field.nature')}</List.Item>
              <List.Item extra={p.industry}>{t('field.industry')}</List.Item>
              <List.Item extra={p.place}>{t('field.place')}</List.Item>
              <List.Item extra={p.headcount}>{t('field.headcount')}</List.Item>
              <List.Item extra={t(`education.${p.education}`)}>{t('field.education')}</List.Item>
              <List.Item description={p.majors}>{t('field.majors')}</List.Item>
              <List.Item extra={p.open ? p.deadline : `${p.deadline} · ${t('list.closed')}`}>
                {t('field.deadline')}
              </List.Item>
              <List.Item description={p.contact}>{t('field.contact')}</List.Item>
            </List>
          </SectionCard>
          <SectionCard title={t('field.description')}>
            <div className={styles.description}>{p.description}</div>
          </SectionCard>
        </>
      )}
    </QueryView>
  );
}
