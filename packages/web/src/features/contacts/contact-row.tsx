import { Tag } from 'antd-mobile';
import { PhoneFill } from 'antd-mobile-icons';
import { Link } from 'react-router';
import type { ContactRow as Contact } from '../../api/contacts';
import { usePortalTexts } from '../../i18n/portal-texts';
import { ContactAvatar } from './contact-avatar';
import styles from './contact-row.module.css';

/** One person of a list: a tap opens the card, the phone icon calls. */
export function ContactRow({ contact }: { contact: Contact }) {
  const { t } = usePortalTexts();
  return (
    <div className={styles.row}>
      <Link to={`/contacts/card/${contact.id}`} className={styles.person}>
        <ContactAvatar name={contact.name} photoId={contact.photoId} />
        <span className={styles.text}>
          <span className={styles.name}>
            {contact.name}
            {contact.kind === 'student' && (
              <Tag color="success" fill="outline" className={styles.tag}>
                {t('contacts.student')}
              </Tag>
            )}
          </span>
          <span className={styles.detail}>
            {[contact.title, contact.orgName].filter(Boolean).join(' · ')}
          </span>
        </span>
      </Link>
      {contact.mobile && (
        <a
          href={`tel:${contact.mobile}`}
          className={styles.call}
          aria-label={t('contacts.call', { name: contact.name })}
        >
          <PhoneFill />
        </a>
      )}
    </div>
  );
}
