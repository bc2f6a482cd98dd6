import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styles from './auth-frame.module.css';
import { BackArrow } from '../../components/back-arrow';
import { NavTitle } from '../../components/nav-title';

interface AuthFrameProps {
  title: string;
  /** A line under the title saying what this screen is for. */
  hint?: ReactNode;
  children: ReactNode;
}

/** The screens around sign-in: a back bar, a title and the form on a card. */
export function AuthFrame({ title, hint, children }: AuthFrameProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the first page of this tab (a link or a reload): back leads to login, not away.
  const back = () => (location.key === 'default' ? navigate('/login', { replace: true }) : navigate(-1));
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <NavBar onBack={back} backIcon={<BackArrow />}>
          <NavTitle>{title}</NavTitle>
        </NavBar>
      </header>
      <div className={styles.body}>
        {hint && <p className={styles.hint}>{hint}</p>}
        <section className={styles.card}>{children}</section>
      </div>
    </div>
  );
}
