import type { AdmissionProgram } from '@campus/contract/affairs/zsfw';
import { Button, Tag } from 'antd-mobile';
import { useAdmissionTexts } from './texts';
import cards from '../../card-list.module.css';
import styles from './zsfw.module.css';

/** The programmes as the home pages list them, each with its way to sign up. */
export function ProgramList({
  programs,
  signUpLabel,
  onSignUp,
}: {
  programs: readonly AdmissionProgram[];
  signUpLabel: string;
  onSignUp: (programId: string) => void;
}) {
  const t = useAdmissionTexts();
  return (
    <ul className={cards.list} aria-label={t('programs')}>
      {programs.map((p) => (
        <ProgramCard key={p.id} program={p} signUpLabel={signUpLabel} onSignUp={() => onSignUp(p.id)} />
      ))}
    </ul>
  );
}

/** One programme as the home pages show it: window, places, majors, whom to ask, and a way to sign up while open. */
function ProgramCard({
  program: p,
  signUpLabel,
  onSignUp,
}: {
  program: AdmissionProgram;
  signUpLabel: string;
  onSignUp: () => void;
}) {
  const t = useAdmissionTexts();
  return (
    <li className={cards.card}>
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
          <Button color="primary" size="small" onClick={onSignUp}>
            {signUpLabel}
          </Button>
        </div>
      )}
    </li>
  );
}
