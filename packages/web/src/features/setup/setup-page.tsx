import { localize, matchLanguage, ModuleState, type LocalizedText } from '@campus/contract';
import { newSchool } from '@campus/contract/api/platform/schools';
import { schoolEndpoints } from '@campus/contract/routes/api/platform/schools';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '../../api/core/request-error';
import { call, http } from '../../api/http';
import { ErrorBlock } from '../../components/error-block';
import { contractProblem } from '../../components/field-problem';
import { showToast } from '../../components/feedback';
import { PasswordField } from '../../components/password-field';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { useSwitchLanguage } from '../../i18n/use-switch-language';
import { useViewStore } from '../../stores/view';
import { setupProblems, type SetupField, type SetupForm } from './setup-problems';
import styles from './setup-page.module.css';
import { useSetupTexts } from './setup-texts';

const EMPTY: SetupForm = {
  name: '',
  code: '',
  adminAccount: '',
  adminName: '',
  adminPhone: '',
  adminPassword: '',
  repeat: '',
};

/** Refusals of one field (a value another school or person holds), shown under it. */
const FIELD_STATES: Partial<
  Record<number, { field: SetupField; key: 'state.6040703' | 'state.6040102' | 'state.6040103' }>
> = {
  [ModuleState.SCHOOL_CODE_EXISTS]: { field: 'code', key: 'state.6040703' },
  [ModuleState.ACCOUNT_EXISTS]: { field: 'adminAccount', key: 'state.6040102' },
  [ModuleState.MOBILE_EXISTS]: { field: 'adminPhone', key: 'state.6040103' },
};

type Ending = 'noToken' | 'invalid' | 'done' | null;

/**
 * The first school of a new server (issue 28): opened from the one-time link the server printed
 * (`/app/setup?token=`), before anyone has an account. It creates the school and its administrator,
 * then opens the sign-in screen with the account filled in, so the administrator signs in through
 * the one sign-in path (lockout, captcha, single session) like everyone else.
 */
export function SetupPage() {
  const texts = useSetupTexts();
  const language = useViewStore((state) => state.language);
  const switchLanguage = useSwitchLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form, setForm] = useState(EMPTY);
  const [ending, setEnding] = useState<Ending>(token ? null : 'noToken');

  // Nobody has chosen a language on a server without a school: the browser's is the best guess.
  useEffect(() => {
    const browser = matchLanguage(navigator.language);
    if (browser && browser !== useViewStore.getState().language) void switchLanguage(browser);
  }, [switchLanguage]);

  const submission = useCheckedSubmit({
    check: () => setupProblems(form),
    send: async () => {
      const { repeat: _repeat, ...school } = form;
      const reply = await call(schoolEndpoints.setup, { body: { ...school, token } });
      void showToast({ icon: 'success', content: texts.created });
      navigate('/login', { replace: true, state: { username: reply.data.account } });
    },
    onError: (error) => {
      const state = error instanceof RequestError ? error.state : undefined;
      const refused = state === undefined ? undefined : FIELD_STATES[state];
      if (refused) submission.setProblems({ [refused.field]: contractProblem(refused.key) });
      else if (state === ModuleState.SETUP_TOKEN_INVALID) setEnding('invalid');
      else if (state === ModuleState.SETUP_DONE) setEnding('done');
      else http.report(error);
    },
  });
  const { problems } = submission;

  const field = (key: SetupField) => ({
    id: `setup-${key}`,
    label: key === 'repeat' ? texts.repeat : labelOf(key, language),
    problem: problems[key],
    value: form[key],
    onChange: (value: string) => setForm((current) => ({ ...current, [key]: value })),
  });

  if (ending) {
    const words = {
      noToken: [texts.noToken, texts.noTokenHint],
      invalid: [texts.invalid, texts.invalidHint],
      done: [texts.done, texts.doneHint],
    }[ending];
    return (
      <main className={styles.page}>
        <ErrorBlock status="default" title={words[0]} description={words[1]}>
          {ending === 'done' && (
            <Button color="primary" shape="rounded" onClick={() => navigate('/login', { replace: true })}>
              {texts.toLogin}
            </Button>
          )}
        </ErrorBlock>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.hint}>{texts.hint}</p>
      <section className={styles.card}>
        <SubmitForm
          className={styles.form}
          submitLabel={texts.submit}
          submitting={submission.submitting}
          onSubmit={submission.submit}
        >
          <TextField {...field('name')} autoComplete="organization" maxLength={100} />
          <TextField {...field('code')} autoCapitalize="off" maxLength={32} />
          <TextField {...field('adminAccount')} autoComplete="username" autoCapitalize="off" maxLength={32} />
          <TextField {...field('adminName')} autoComplete="name" maxLength={50} />
          <TextField {...field('adminPhone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
          <PasswordField
            {...field('adminPassword')}
            autoComplete="new-password"
            placeholder={texts.passwordHint}
          />
          <PasswordField {...field('repeat')} autoComplete="new-password" placeholder={texts.repeat} />
        </SubmitForm>
      </section>
    </main>
  );
}

/** A field's label as the contract names it (the server names it the same in its refusals). */
function labelOf(key: Exclude<SetupField, 'repeat'>, language: Parameters<typeof localize>[1]): string {
  const label = (newSchool.shape[key].meta() as { label?: LocalizedText } | undefined)?.label;
  return label ? localize(label, language) : key;
}
