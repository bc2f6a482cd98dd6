import { AuthImage } from '../../components/auth-image';
import { attachmentIdOf } from '../../lib/attachment-url';
import styles from './avatar.module.css';

interface AvatarProps {
  /** The person's name: its first letter stands in until (or instead of) the photo. */
  name: string;
  /** The person's photo as stored (an attachment reference), if any. */
  photo: string | undefined | null;
  /** The screen's size and colours. */
  className: string | undefined;
}

/** A person's photo in a circle, or the first letter of the name. */
export function Avatar({ name, photo, className }: AvatarProps) {
  const photoId = attachmentIdOf(photo);
  const initial = <span className={styles.initial}>{Array.from(name)[0]}</span>;
  return (
    <span className={`${styles.avatar} ${className}`}>
      {photoId ? <AuthImage attachmentId={photoId} className={styles.photo} fallback={initial} /> : initial}
    </span>
  );
}
