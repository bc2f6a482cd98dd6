import { changePasswordSchema } from '@campus/contract';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { RequestError } from '../../api/core/request-error';
import { http, oauth2 } from '../../api/http';
import { contractProblem, type FieldProblem } from '../../components/field-problem';
import { PasswordField } from '../../components/password-field';
import { SubmitForm } from '../../components/submit-form';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { schemaProblems } from '../../lib/schema-problems';
import { useSessionStore } from '../../stores/session';
import styles from './change-password-page.module.css';

type Field = 'oldPassword' | 'newPassword' | 'repeatPassword';
type Problems = Partial<Record<Field, FieldProblem>>;

const FIELDS: readonly { name: Field; label: 'password.old' | 'password.new' | 'password.repeat' }[] = [
  { name: 'oldPassword', label: 'password.old' },
  { name: 'newPassword', label: 'password.new' },
  { name: 'repeatPassword', label: 'password.repeat' },
];

const PLACEHOLDERS = {
  oldPassword: 'password.oldPlaceholder',
  newPassword: 'password.newPlaceholder',
  repeatPassword: 'password.repeatPlaceholder',
} as const;

/** Field messages the server sent with a 400 reply (variables.fields), e.g. a repeat that does not match. */
function serverProblems(error: unknown): Problems | undefined {
  if (!(error instanceof RequestError)) return undefined;
  const fields = error.reply?.variables?.fields;
  if (!Array.isArray(fields)) return undefined;
  const problems: Problems = {};
  for (const { field } of fields as { field?: string }[]) {
    if (field === 'repeatPassword') problems.repeatPassword = contractProblem('validation.passwordMismatch');
  }
  return Object.keys(problems).length ? problems : undefined;
}

/** My area: change password (old, new, repeat); 'Password has been updated!' on success. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const protectPassword = useSessionStore((state) => state.protectPassword);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const { problems, setProblems, submitting, submit } = useCheckedSubmit({
    check: () =>
      Object.fromEntries(
        Object.entries(schemaProblems(changePasswordSchema, values)).map(([field, key]) => [
          field,
          contractProblem(key),
        ]),
      ) as Problems,
    send: async () => {
      const reply = await oauth2.changePassword({
        oldPassword: await protectPassword(values.oldPassword),
        newPassword: await protectPassword(values.newPassword),
        repeatPassword: await protectPassword(values.repeatPassword),
      });
      dataOf(reply);
      Toast.show({ icon: 'success', content: t('auth.passwordUpdated', { ns: 'contract' }) });
      navigate(-1);
    },
    onError: (error) => {
      const fromServer = serverProblems(error);
      if (fromServer) setProblems(fromServer);
      else http.report(error);
    },
  });

  return (
    <SubmitForm
      className={styles.page}
      submitLabel={t('password.submit')}
      submitting={submitting}
      onSubmit={submit}
    >
      <section className={styles.card}>
        {FIELDS.map(({ name, label }) => (
          <PasswordField
            key={name}
            id={`change-${name}`}
            label={t(label)}
            problem={problems[name]}
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            placeholder={t(PLACEHOLDERS[name])}
            autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
          />
        ))}
      </section>
    </SubmitForm>
  );
}
