import { localize } from '@campus/contract';
import {
  EDUCATIONS,
  POLITICAL,
  STUDENTS_PER_COUNSELLOR,
  type CounsellorProfile,
  type CounsellorProfileInput,
} from '@campus/contract/affairs/zgdw';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Selector, Switch, Tag } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { ScreenHeader, SubmitButton } from '../../record-parts';
import { RecordListCard } from '../../record-list-card';
import { DateRow, FieldRow, TextRow } from '../../record-fields';
import { RecordItem } from '../../record-item';
import { localizedOptions } from '../../localized-options';
import styles from '../../record-list.module.css';
import { endpointQuery } from '../../../../api/http';
import { zgdw, zgdwEndpoints } from './api';
import { useZgdwTexts } from './texts';

function ProfileForm({ profile, onDone }: { profile: CounsellorProfile; onDone: () => void }) {
  const t = useZgdwTexts();
  const client = useQueryClient();
  const language = useViewStore((s) => s.language);
  const [form, setForm] = useState<CounsellorProfileInput>({
    education: profile.education ?? 'master',
    degree: profile.degree ?? '',
    major: profile.major ?? '',
    political: profile.political ?? 'cpc',
    title: profile.title ?? '',
    started: profile.started ?? '',
    fullTime: profile.fullTime ?? true,
    certificates: profile.certificates ?? '',
  });
  const set = <K extends keyof CounsellorProfileInput>(key: K, value: CounsellorProfileInput[K]) =>
    setForm({ ...form, [key]: value });
  const text = (key: 'degree' | 'major' | 'title' | 'certificates', max: number) => (
    <TextRow label={t(`team.${key}`)} value={form[key]} maxLength={max} onChange={(v) => set(key, v)} />
  );
  return (
    <div className={styles.form}>
      <Selector
        aria-label={t('team.education')}
        options={localizedOptions(EDUCATIONS, language)}
        value={[form.education]}
        onChange={(v) => v[0] && set('education', v[0])}
      />
      {text('degree', 16)}
      {text('major', 100)}
      <Selector
        aria-label={t('team.political')}
        options={localizedOptions(POLITICAL, language)}
        value={[form.political]}
        onChange={(v) => v[0] && set('political', v[0])}
      />
      {text('title', 50)}
      <DateRow
        label={t('team.started')}
        type="month"
        value={form.started}
        onChange={(v) => set('started', v)}
      />
      <FieldRow label={t('team.fullTime')} as="label">
        <Switch
          checked={form.fullTime}
          onChange={(v) => set('fullTime', v)}
          aria-label={t('team.fullTime')}
        />
      </FieldRow>
      {text('certificates', 300)}
      <SubmitButton
        label={t('team.save')}
        done={t('team.saved')}
        command={() => zgdw.saveProfile(client, form)}
        onDone={onDone}
      />
    </div>
  );
}

function ProfileLines({ profile }: { profile: CounsellorProfile }) {
  const t = useZgdwTexts();
  const language = useViewStore((s) => s.language);
  return (
    <>
      <p className={styles.weak}>
        {profile.number} · {profile.collegeName}
      </p>
      <p className={styles.weak}>
        {t('team.classes', { classes: profile.classes.join('、'), students: profile.students })}
      </p>
      {profile.filled ? (
        <p className={styles.weak}>
          {localize(EDUCATIONS[profile.education!], language)} · {profile.major} ·{' '}
          {localize(POLITICAL[profile.political!], language)} · {profile.title} ·{' '}
          {t('team.since', { since: profile.started! })}
          {profile.certificates ? ` · ${profile.certificates}` : ''}
        </p>
      ) : (
        <Tag color="warning" fill="outline">
          {t('team.unfilled')}
        </Tag>
      )}
    </>
  );
}

/** teamProfiles: a counsellor's own profile (editable); the college's and the office's list with the ratios. */
export function TeamProfilesPage(props: AffairScreenProps) {
  const t = useZgdwTexts();
  const language = useViewStore((s) => s.language);
  const [editing, setEditing] = useState(false);
  const team = useQuery(endpointQuery(zgdwEndpoints.team));
  return (
    <>
      <ScreenHeader props={props} subtitle={t('team.hint', { n: STUDENTS_PER_COUNSELLOR })} />
      <QueryView query={team}>
        {(loaded) => (
          <>
            {loaded.own && (
              <SectionCard
                title={t('team.own')}
                extra={
                  !editing && (
                    <Button size="mini" onClick={() => setEditing(true)}>
                      {t('team.edit')}
                    </Button>
                  )
                }
              >
                {editing ? (
                  <ProfileForm profile={loaded.own} onDone={() => setEditing(false)} />
                ) : (
                  <ProfileLines profile={loaded.own} />
                )}
              </SectionCard>
            )}
            {loaded.ratios.length > 0 && (
              <RecordListCard
                title={t('team.ratio')}
                rows={loaded.ratios}
                item={(r) => (
                  <RecordItem
                    key={r.collegeName}
                    title={r.collegeName}
                    aside={
                      r.perCounsellor !== null &&
                      r.perCounsellor > STUDENTS_PER_COUNSELLOR && <Tag color="danger">{t('team.over')}</Tag>
                    }
                  >
                    <p className={styles.weak}>
                      {t('team.ratioLine', {
                        students: r.students,
                        fullTime: r.fullTime,
                        per: r.perCounsellor ?? '—',
                      })}
                    </p>
                  </RecordItem>
                )}
              />
            )}
            {!loaded.own && loaded.profiles.length === 0 && (
              <ErrorBlock status="empty" title={t('team.empty')} description="" />
            )}
            {loaded.ratios.length > 0 && (
              <RecordListCard
                title={localize(props.screen.title!, language)}
                rows={loaded.profiles}
                item={(p) => (
                  <RecordItem
                    key={p.userId}
                    title={p.name}
                    aside={
                      p.filled && (
                        <Tag fill="outline">{t(p.fullTime ? 'team.fullTime' : 'team.partTime')}</Tag>
                      )
                    }
                  >
                    <ProfileLines profile={p} />
                  </RecordItem>
                )}
              />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
