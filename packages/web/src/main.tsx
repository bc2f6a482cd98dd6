import { DEFAULT_LANGUAGE } from '@campus/contract';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appRouter } from './app/router';
import './app/global.css';
import { applyLanguage } from './i18n/apply-language';
import { applyAppStylesheets } from './lib/app-stylesheets';
import { enableAntdMobileOnReact19 } from './lib/antd-react19';
import { antdFollowsSystemMotion } from './lib/antd-motion';
import { yieldToBrowser } from './lib/yield-to-browser';
import { useViewStore } from './stores/view';

async function restoreLanguage(): Promise<void> {
  const { language } = useViewStore.getState();
  try {
    await applyLanguage(language);
  } catch (error) {
    // The saved language's chunk did not load (offline right after a deploy): run this session in
    // the fallback, but keep the saved choice for the next start.
    console.error(error);
    await applyLanguage(DEFAULT_LANGUAGE);
    useViewStore.setState({ language: DEFAULT_LANGUAGE });
  }
}

async function start(): Promise<void> {
  enableAntdMobileOnReact19();
  antdFollowsSystemMotion();
  // Before the first render, so the first screen is already in the saved language and styled.
  await Promise.all([restoreLanguage(), applyAppStylesheets()]);
  // Three tasks where there was one (issue 31): the entry's evaluation, the router (ranking and
  // matching the route table, starting the first loaders), then the first render's slices.
  await yieldToBrowser();
  appRouter();
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // The first render as a transition: React renders the first screen in slices of a few
  // milliseconds and yields to the browser between them (input, the boot picture's paint), where a
  // synchronous render was one long task, most of the blocking time Lighthouse measured (issue 31).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The installable app's service worker, offline banner and update prompt (app/pwa): a second
// after the page has loaded, so nothing of it is on the first screen's path.
window.addEventListener('load', () =>
  setTimeout(
    () =>
      void import('./app/pwa/start-pwa').then((pwa) => pwa.startPwa(() => useViewStore((s) => s.language))),
    1000,
  ),
);

void start();
