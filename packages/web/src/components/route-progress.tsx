import { useNavigation } from 'react-router';
import styles from './route-progress.module.css';

/** A thin bar at the top while the next route's code loads, so a slow network still gives feedback. */
export function RouteProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-busy />;
}
