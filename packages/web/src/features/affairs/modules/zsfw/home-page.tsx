import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { zsfwEndpoints } from './api';
import { useAdmissionTexts } from './texts';
import cards from '../../card-list.module.css';
import styles from './zsfw.module.css';

const STATE_COLOR = {
  submitted: 'primary',
  eligible: 'success',
  returned: 'warning',
  ineligible: 'danger',
} as const;

/** admissionsHome: the programmes (open first) with their window, majors and contact; the caller's sign-ups. */
export function AdmissionsHomePage(props: AffairScreenProps) {
  const t = useAdmissionTexts();
  const navigate = useNavigate();
  const home = useQuery(endpointQuery(zsfwEndpoints.home));
  return (
    <>
      <GroupHeader props={props} subtitle={t('home.hint')} />
      <QueryView query={home}>
        {(loaded) => (
          <>
            {loaded.mine.length > 0 && (
              <SectionCard title={t('mine')}>
                {loaded.mine.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    className={cards.card}
                    onClick={() => navigate(screenPath(props, 'admissionsDetail', { query: { id: s.id } }))}
                  >
                    <span className={styles.title}>
                      {s.programTitle}
                      <Tag color={STATE_COLOR[s.state]}>{t(`state.${s.state}`)}</Tag>
                    </span>
                    <p className={styles.text}>
                      {s.name} · {s.major1}
                      {s.major2 ? ` / ${s.major2}` : ''}
                    </p>
                  </button>
                ))}
              </SectionCard>
            )}
            <ul className={cards.list} aria-label={t('programs')}>
              {loaded.programs.map((p) => (
                <li key={p.id} className={cards.card}>
                  <span className={styles.title}>
                    {p.title}
                    <Tag color={p.open ? 'success' : 'default'}>{t(p.open ? 'open' : 'closed')}</Tag>
                  </span>
                  <p className={styles.text}>{p.summary}</p>
                  <p className={styles.text}>{t('window', { opens: p.opens, closes: p.closes })}</p>
                  <p className={styles.text}>{t('places', { n: p.places, m: p.signups })}</p>
                  <p className={styles.text}>
                    {t('majors')}：{p.majors.join('、')}
                  </p>
                  <p className={styles.text}>
                    {t('contact')}：{p.contact}
                  </p>
                  {p.open && (
                    <div className={styles.buttons}>
                      <Button
                        color="primary"
                        size="small"
                        onClick={() =>
                          navigate(screenPath(props, 'admissionsSignUp', { query: { program: p.id } }))
                        }
                      >
                        {t('signUp')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </>
  );
}
