import type { SignupDetail } from '@campus/contract/affairs/zsfw';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { MissingTargetScreen, useTargetId } from '../../target-id';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { admissions, zsfwEndpoints } from './api';
import { useAdmissionTexts, type AdmissionTextKey } from './texts';
import styles from './zsfw.module.css';
import { NamedTextArea } from '../../named-fields';

function Review({ detail }: { detail: SignupDetail }) {
  const t = useAdmissionTexts();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const [note, setNote] = useState('');
  const decide = async (state: 'eligible' | 'returned' | 'ineligible') => {
    const done = await run(() => admissions.review({ id: detail.id, state, note }), t('review.done'));
    if (done)
      await invalidateEndpoints(client, [zsfwEndpoints.detail, zsfwEndpoints.list, zsfwEndpoints.home]);
  };
  return (
    <SectionCard title={t('detail.note')}>
      <NamedTextArea label={t('review.note')} value={note} onChange={setNote} maxLength={500} autoSize />
      <div className={styles.buttons}>
        <Button color="success" loading={busy} onClick={() => void decide('eligible')}>
          {t('review.eligible')}
        </Button>
        <Button color="warning" loading={busy} onClick={() => void decide('returned')}>
          {t('review.returned')}
        </Button>
        <Button color="danger" loading={busy} onClick={() => void decide('ineligible')}>
          {t('review.ineligible')}
        </Button>
      </div>
    </SectionCard>
  );
}

/** admissionsDetail: one sign-up whole (the signer's own, or any for the admissions office), with the office's decision. */
export function AdmissionsDetailPage(props: AffairScreenProps) {
  const t = useAdmissionTexts();
  const id = useTargetId();
  const detail = useQuery({ ...endpointQuery(zsfwEndpoints.detail, { query: { id } }), enabled: !!id });
  const pair = (label: AdmissionTextKey, value: string | null) => (
    <div className={styles.pair} key={label}>
      <span>{t(label)}</span>
      <span>{value || '—'}</span>
    </div>
  );
  if (!id) return <MissingTargetScreen props={props} />;
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={detail}>
        {(d) => (
          <>
            <SectionCard title={d.programTitle} extra={<Tag>{t(`state.${d.state}`)}</Tag>}>
              {pair('field.name', d.name)}
              {pair('field.idNumber', d.idNumber)}
              {pair('field.mobile', d.mobile)}
              {pair('field.examNumber', d.examNumber)}
              {pair('field.candidateType', t(`type.${d.candidateType}`))}
              {pair('field.province', d.province)}
              {pair('field.school', d.school)}
              {pair('field.major1', d.major1)}
              {pair('field.major2', d.major2)}
              {pair('detail.signedUp', formatDateTime(d.createdAt, 'YYYY-MM-DD HH:mm'))}
            </SectionCard>
            {d.reviewedAt !== null && (
              <SectionCard title={t('detail.note')}>
                <p className={styles.text}>{d.note || '—'}</p>
                <p className={styles.text}>
                  {t('detail.reviewed', {
                    name: d.reviewedBy ?? '',
                    time: formatDateTime(d.reviewedAt, 'YYYY-MM-DD HH:mm'),
                  })}
                </p>
              </SectionCard>
            )}
            {d.mayReview && <Review detail={d} />}
          </>
        )}
      </QueryView>
    </>
  );
}
