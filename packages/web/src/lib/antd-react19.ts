import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 mounts imperative Toast, Dialog and ActionSheet with ReactDOM.render, which React 19
 * removed; this hands it createRoot instead (https://mobile.ant.design/guide/v5-for-19).
 */
export function enableAntdMobileOnReact19(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      // Unmounting synchronously inside React's own render pass warns; wait for the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
