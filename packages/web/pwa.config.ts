import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (issue 16): the web app manifest, and the service worker built from
 * src/sw.ts with the list of files it keeps for offline use. Only the shell's page and the icons
 * are fetched ahead (no extra download on a phone's data plan); the scripts and styles a page
 * loads are kept as they are used (src/sw.ts). The page registers the worker itself, after load
 * (src/app/pwa/start-pwa.ts), so nothing of this is on the login's first load.
 */
export function pwa(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: [],
    manifest: {
      id: '/app/',
      name: '智慧学工',
      short_name: '学工',
      description: '学生事务：请假、奖助学金、宿舍与审批，一个应用办理。',
      lang: 'zh-CN',
      start_url: '/app/',
      scope: '/app/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#2b6cd4',
      background_color: '#ffffff',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'favicon.svg'],
    },
    devOptions: { enabled: false },
  });
}
