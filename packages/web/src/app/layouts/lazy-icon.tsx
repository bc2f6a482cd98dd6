import { lazy, Suspense, type ComponentType } from 'react';

/** An icon whose code loads on first render; until then its place stays empty. */
export function lazyIcon(load: () => Promise<ComponentType>): ComponentType {
  const Icon = lazy(async () => ({ default: await load() }));
  return function LazyIcon() {
    return (
      <Suspense fallback={null}>
        <Icon />
      </Suspense>
    );
  };
}
