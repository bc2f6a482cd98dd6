import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Stands in for rc-util's `React/render` (vite.config.ts aliases it here): antd-mobile's imperative
 * Toast, Dialog and ActionSheet mount through it. rc-util's copy serves React 16 to 18 (a legacy
 * `ReactDOM.render`, a `createRoot` found on `react-dom`, where React 19 no longer has it) and brings
 * Babel's regenerator runtime with it, 2.7 KB gzip in every route's first load for a default that
 * `lib/antd-react19.ts` replaces at start anyway (issue 31).
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  // Unmounting synchronously inside React's own render pass warns; wait for the next task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  roots.get(container)?.unmount();
  roots.delete(container);
}
