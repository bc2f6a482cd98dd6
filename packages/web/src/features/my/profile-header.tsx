import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInfo } from '../../api/oauth2';
import { Avatar } from './avatar';
import styles from './profile-header.module.css';

/** The top of the My tab: photo, name, account and org; a tap opens the personal information. */
export function ProfileHeader({ userInfo }: { userInfo: UserInfo | null }) {
  const { t } = useTranslation();
  const name = userInfo?.user.fullname ?? t('route.my');
  return (
    <header className={styles.header}>
      <Link to="/my/userInfo" className={styles.link}>
        <Avatar name={name} photo={userInfo?.user.photo} className={styles.avatar} />
        <span className={styles.text}>
          <h1 className={styles.name}>{name}</h1>
          {userInfo && (
            <span className={styles.subtitle}>
              {[userInfo.user.account, userInfo.org.name].filter(Boolean).join(' · ')}
            </span>
          )}
        </span>
        {/* Where the link leads, after what it shows: a name given by aria-label would hide the
            visible name and account from speech input, which matches the words it sees. */}
        <span className="app-visually-hidden">{t('my.userInfo')}</span>
        <RightOutline className={styles.arrow} />
      </Link>
    </header>
  );
}
