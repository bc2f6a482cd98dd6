import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { zsfwEndpoints } from './api';
import { ProgramList } from './program-card';
import { PublicAdmissionsHome } from './public-home';
import { useSessionStore } from '../../../../stores/session';
import { useAdmissionTexts } from './texts';
import cards from '../../card-list.module.css';
import styles from './zsfw.module.css';

const STATE_COLOR = {
  submitted: 'primary',
  eligible: 'success',
  returned: 'warning',
  ineligible: 'danger',
} as const;

/**
 * admissionsHome: the programmes (open first) with their window, majors and contact, and the
 * caller's sign-ups; public (MODULES §15): without an account, the prospective student's page.
 */
export function AdmissionsHomePage(props: AffairScreenProps) {
  const signedIn = useSessionStore((s) => s.userInfo !== null);
  return signedIn ? <SignedInHome {...props} /> : <PublicAdmissionsHome {...props} />;
}

function SignedInHome(props: AffairScreenProps) {
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
            <ProgramList
              programs={loaded.programs}
              signUpLabel={t('signUp')}
              onSignUp={(program) => navigate(screenPath(props, 'admissionsSignUp', { query: { program } }))}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
