import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { screenPath, type AffairScreenProps } from './affair-screen';
import { MinePage } from './mine-page';
import { useWorkOrderTexts } from './work-order-texts';
import styles from './work-order.module.css';

/**
 * A group's repair orders (work orders, contract affairs/work-order.ts) for whoever reports them:
 * the list of their orders with each one's progress and a button to report a new one (the detail
 * screen's part is work-order-extras.tsx).
 */
export function WorkOrdersPage(props: AffairScreenProps) {
  const t = useWorkOrderTexts();
  const navigate = useNavigate();
  return (
    <>
      <MinePage {...props} action={t('report')} />
      <Button
        className={styles.fab}
        color="primary"
        shape="rounded"
        onClick={() => navigate(screenPath(props, 'apply', { module: props.module?.key }))}
      >
        {t('report')}
      </Button>
    </>
  );
}
