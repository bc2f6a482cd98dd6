import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { ChipTabs } from '../../../../components/chip-tabs';
import { ListEmpty } from '../../../../components/list-empty';
import { QueryView } from '../../../../components/query-view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { zsfwEndpoints } from './api';
import { ProgramList } from './program-card';
import { useAdmissionTexts } from './texts';

/**
 * The admissions home for prospective students, who have no account yet (MODULES §15): the
 * school's programmes from the public endpoint only (no call needs a session), the school named
 * by the link's `school` (or the only one taking sign-ups, or chosen here), and signing up after
 * signing in or registering, back on the programme's form.
 */
export function PublicAdmissionsHome(props: AffairScreenProps) {
  const t = useAdmissionTexts();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const school = params.get('school') ?? undefined;
  const home = useQuery(endpointQuery(zsfwEndpoints.programs, { query: school ? { school } : {} }));
  const signUp = (program: string) => {
    const form = screenPath(props, 'admissionsSignUp', { query: { program } });
    navigate(`/login?redirect=${encodeURIComponent(form)}`);
  };
  return (
    <>
      <GroupHeader
        props={props}
        subtitle={
          <>
            {home.data?.school && <strong>{home.data.school.name} · </strong>}
            {t('home.hint')}
          </>
        }
      />
      <QueryView query={home}>
        {(loaded) => (
          <>
            {loaded.schools.length > 1 && (
              <ChipTabs
                activeKey={loaded.school?.code ?? null}
                onChange={(code) => setParams({ school: code }, { replace: true })}
                aria-label={t('schools')}
              >
                {loaded.schools.map((s) => (
                  <ChipTabs.Tab key={s.code} title={s.name} />
                ))}
              </ChipTabs>
            )}
            {loaded.programs.length === 0 ? (
              <ListEmpty hint={t(loaded.school ? 'programs.none' : 'schools.choose')} />
            ) : (
              <ProgramList programs={loaded.programs} signUpLabel={t('signUp.signIn')} onSignUp={signUp} />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
