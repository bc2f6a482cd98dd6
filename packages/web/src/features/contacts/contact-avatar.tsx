import { AuthImage } from '../../components/auth-image';
import styles from './contact-avatar.module.css';

interface ContactAvatarProps {
  name: string;
  photoId: string | null;
  size?: number;
}

/** A person's photo, or the first character of their name on a coloured disc. */
export function ContactAvatar({ name, photoId, size = 40 }: ContactAvatarProps) {
  const initial = <span className={styles.initial}>{Array.from(name)[0] ?? '?'}</span>;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden>
      {photoId ? <AuthImage attachmentId={photoId} className={styles.photo} fallback={initial} /> : initial}
    </span>
  );
}
