import type { Language } from '@campus/contract';

/**
 * The offline banner's and the update prompt's texts. They live with the lazily loaded PWA code
 * (not in the bundled UI texts) so the login's first load carries none of them; the type asks for
 * every language.
 */
export const PWA_TEXTS: Record<
  Language,
  { offline: string; update: string; refresh: string; later: string }
> = {
  'zh-CN': {
    offline: '网络已断开，显示的是上次看到的内容',
    update: '新版本已就绪',
    refresh: '刷新',
    later: '稍后',
  },
  'zh-TW': {
    offline: '網路已中斷，顯示的是上次看到的內容',
    update: '新版本已就緒',
    refresh: '重新整理',
    later: '稍後',
  },
  'en-US': {
    offline: 'You are offline: showing what you saw last',
    update: 'A new version is ready',
    refresh: 'Refresh',
    later: 'Later',
  },
  'ja-JP': {
    offline: 'オフラインです。前回表示した内容を表示しています',
    update: '新しいバージョンがあります',
    refresh: '更新',
    later: '後で',
  },
};
