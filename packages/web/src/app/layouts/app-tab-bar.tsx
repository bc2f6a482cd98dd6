import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useViewStore } from '../../stores/view';
import styles from './app-tab-bar.module.css';
import { tabsFor } from './tabs';

/** Badges stop counting here, so the badge keeps its width. */
const BADGE_MAX = 99;

export function AppTabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = tabsFor(useViewStore((state) => state.tabbarMode));
  const activeTab = useViewStore((state) => state.activeTabbar);
  const messageCount = useViewStore((state) => state.messageCount);

  const open = (key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (tab) navigate(tab.path);
  };
  const badgeOf = (key: string) => {
    if (key !== 'message' || messageCount === 0) return undefined;
    return messageCount > BADGE_MAX ? `${BADGE_MAX}+` : messageCount;
  };

  return (
    <nav className={styles.tabBar}>
      <TabBar activeKey={activeTab} onChange={open} safeArea>
        {tabs.map(({ key, title, icon: Icon }) => (
          <TabBar.Item key={key} title={t(title)} icon={<Icon />} badge={badgeOf(key)} />
        ))}
      </TabBar>
    </nav>
  );
}
