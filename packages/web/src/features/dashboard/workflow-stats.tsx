import { Badge } from 'antd-mobile';
import { Link } from 'react-router';
import type { WorkflowCounts } from '../../api/dashboard';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';
import { usePortalTexts } from '../../i18n/portal-texts';
import { abbreviateNumber } from '../../lib/format';
import { AppIcon } from './app-icon';
import type { AppIconName } from './catalogue';
import styles from './workflow-stats.module.css';

interface Stat {
  key: keyof WorkflowCounts | 'unread';
  label: PortalKey;
  path: string;
  icon: AppIconName;
  /** Counts that ask for action get the red badge; the others a quiet one. */
  urgent: boolean;
}

const STATS: readonly Stat[] = [
  { key: 'pending', label: 'dashboard.pending', path: '/bpmn/pending/index', icon: 'pending', urgent: true },
  { key: 'handled', label: 'dashboard.handled', path: '/bpmn/handled/index', icon: 'handled', urgent: false },
  {
    key: 'requested',
    label: 'dashboard.requested',
    path: '/bpmn/myRequest/index',
    icon: 'myRequest',
    urgent: false,
  },
  { key: 'unread', label: 'dashboard.unread', path: '/message/inner/receive', icon: 'message', urgent: true },
];

interface WorkflowStatsProps {
  /** Undefined while loading or after a failure: the tiles stay, without badges. */
  counts: WorkflowCounts | undefined;
  unread: number;
}

/**
 * The workbench's counts as badges on to-do, done, my requests and unread messages (none when
 * zero), each tile opening its list.
 */
export function WorkflowStats({ counts, unread }: WorkflowStatsProps) {
  const { t } = usePortalTexts();
  const countOf = (stat: Stat) => (stat.key === 'unread' ? unread : counts?.[stat.key]);
  return (
    <ul className={styles.stats}>
      {STATS.map((stat) => {
        const count = countOf(stat);
        return (
          <li key={stat.key}>
            <Link to={stat.path} className={styles.stat} data-stat={stat.key}>
              <Badge
                content={count ? abbreviateNumber(count) : null}
                color={stat.urgent ? 'var(--adm-color-danger)' : 'var(--adm-color-primary)'}
              >
                <AppIcon name={stat.icon} size={40} />
              </Badge>
              <span className={styles.label}>{t(stat.label)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
