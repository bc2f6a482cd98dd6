import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { dictionaryEntriesQuery } from '../../api/dictionaries';
import { usePortalTexts } from '../../i18n/portal-texts';
import { roleName } from '../../lib/role-name';
import { useSessionStore } from '../../stores/session';
import { useViewStore } from '../../stores/view';
import { Avatar } from './avatar';
import styles from './user-info-page.module.css';

/** Personal information (/my/userInfo): photo, name, number, org path, positions and roles. */
export function UserInfoPage() {
  const { t } = usePortalTexts();
  const userInfo = useSessionStore((state) => state.userInfo);
  const language = useViewStore((state) => state.language);
  // The gender's name in the user's language comes from the server's dictionary.
  const genders = useQuery(dictionaryEntriesQuery('gender', language));
  if (!userInfo) return null;

  const { user, employee, org } = userInfo;
  const student = employee.kind === 'student';
  const school = userInfo.tenants.find((tenant) => tenant.id === userInfo.tenantId);
  const gender = genders.data?.find((entry) => entry.key === user.gender)?.name;

  return (
    <>
      <section className={styles.head}>
        <Avatar name={user.fullname} photo={user.photo} className={styles.avatar} />
        <h1 className={styles.name}>{user.fullname}</h1>
        <p className={styles.kind}>{employee.title ?? t(student ? 'my.info.student' : 'my.info.staff')}</p>
      </section>
      <List className={styles.list}>
        <List.Item extra={employee.number}>
          {t(student ? 'my.info.studentNumber' : 'my.info.staffNumber')}
        </List.Item>
        <List.Item extra={user.account}>{t('my.info.account')}</List.Item>
        {gender && <List.Item extra={gender}>{t('my.info.gender')}</List.Item>}
        {user.mobile && <List.Item extra={user.mobile}>{t('my.info.mobile')}</List.Item>}
        {user.email && <List.Item extra={user.email}>{t('my.info.email')}</List.Item>}
      </List>
      <List className={styles.list}>
        {school && <List.Item extra={school.name}>{t('my.info.school')}</List.Item>}
        <List.Item description={org.path.map((node) => node.name).join(' / ') || org.name}>
          {t('my.info.org')}
        </List.Item>
        <List.Item
          description={
            userInfo.positions.map((position) => position.name).join(t('my.info.separator')) ||
            t('my.info.none')
          }
        >
          {t('my.info.positions')}
        </List.Item>
        <List.Item
          description={
            userInfo.role.map((role) => roleName(role, language)).join(t('my.info.separator')) ||
            t('my.info.none')
          }
        >
          {t('my.info.roles')}
        </List.Item>
      </List>
    </>
  );
}
