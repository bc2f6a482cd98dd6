import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List, Radio, Switch, Toast } from 'antd-mobile';
import { useState } from 'react';
import { setShowException, showExceptionSetting } from '../../api/show-exception';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';
import { usePortalTexts } from '../../i18n/portal-texts';
import { releaseImages } from '../../lib/attachments';
import { useViewStore, type TabbarMode } from '../../stores/view';
import styles from './setting-page.module.css';

const TAB_BAR_MODES: readonly { mode: TabbarMode; title: PortalKey; tabs: PortalKey }[] = [
  { mode: 'two', title: 'my.setting.tabBar.two', tabs: 'my.setting.tabBar.twoTabs' },
  { mode: 'five', title: 'my.setting.tabBar.five', tabs: 'my.setting.tabBar.fiveTabs' },
];

/** Setting (/my/setting): the bottom bar's variant, the show-exception flag, and clearing the cache. */
export function SettingPage() {
  const { t } = usePortalTexts();
  const client = useQueryClient();
  const tabbarMode = useViewStore((state) => state.tabbarMode);
  const setTabbarMode = useViewStore((state) => state.setTabbarMode);
  const [showException, setShowExceptionState] = useState(showExceptionSetting);

  const toggleShowException = (on: boolean) => {
    setShowException(on);
    setShowExceptionState(on);
  };

  // Sign-in, language and these settings stay: only what was loaded from the server goes.
  const clearCache = async () => {
    if (!(await Dialog.confirm({ content: t('my.setting.clearCacheConfirm') }))) return;
    client.clear();
    releaseImages();
    Toast.show({ icon: 'success', content: t('my.setting.cacheCleared') });
  };

  return (
    <>
      <List header={t('my.setting.tabBar')} className={styles.list}>
        <Radio.Group value={tabbarMode} onChange={(value) => setTabbarMode(value as TabbarMode)}>
          {TAB_BAR_MODES.map(({ mode, title, tabs }) => (
            <List.Item
              key={mode}
              arrow={false}
              description={t(tabs)}
              // The row is the control (a button by app/keyboard-bridge.ts, pressed when chosen; its
              // text names it): antd-mobile's Radio would put a name on its <label>, where ARIA
              // forbids one, and its own input is not shown.
              aria-pressed={tabbarMode === mode}
              extra={<Radio value={mode} />}
              onClick={() => setTabbarMode(mode)}
            >
              {t(title)}
            </List.Item>
          ))}
        </Radio.Group>
      </List>
      <List header={t('my.setting.general')} className={styles.list}>
        <List.Item
          arrow={false}
          description={t('my.setting.showExceptionHint')}
          extra={
            <Switch
              checked={showException}
              onChange={toggleShowException}
              aria-label={t('my.setting.showException')}
            />
          }
        >
          {t('my.setting.showException')}
        </List.Item>
      </List>
      <div className={styles.clear}>
        <Button block onClick={() => void clearCache()}>
          {t('my.setting.clearCache')}
        </Button>
        <p className={styles.hint}>{t('my.setting.clearCacheHint')}</p>
      </div>
    </>
  );
}
