/**
 * Applies the entry's stylesheets, which index.html only fetches (build/defer-stylesheets.ts), in
 * their order, and resolves once they have loaded (or failed: offline, the app still starts).
 */
export function applyAppStylesheets(): Promise<void> {
  const fetched = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    fetched.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = preload.href;
          link.onload = () => resolve();
          link.onerror = () => resolve();
          document.head.appendChild(link);
        }),
    ),
  ).then(() => undefined);
}
