import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { MinePage } from '../../mine-page';
import styles from './dorm.module.css';
import { useDormTexts } from './texts';

/**
 * reportRepair: the student's repair orders with their progress (waiting, being repaired, done,
 * rated), and a button to report a new one; a done order is rated on its detail screen.
 */
export function RepairsPage(props: AffairScreenProps) {
  const t = useDormTexts();
  const navigate = useNavigate();
  return (
    <>
      <MinePage {...props} />
      <Button
        className={styles.fab}
        color="primary"
        shape="rounded"
        onClick={() => navigate(screenPath(props, 'apply', { module: 'repair' }))}
      >
        {t('repair.report')}
      </Button>
    </>
  );
}
