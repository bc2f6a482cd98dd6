import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../lib/memory-storage';
import { createStorage } from '../lib/storage';
import { createViewStore, FIRST_VISITED_VIEW } from './view';

function memoryStorage() {
  return createStorage({ prefix: 'campus-', local: new MemoryStorage(), session: new MemoryStorage() });
}

describe('view store', () => {
  it('starts in zh-CN with two tabs and the dashboard as first visited view', () => {
    const state = createViewStore(memoryStorage()).getState();
    expect(state.language).toBe('zh-CN');
    expect(state.tabbarMode).toBe('two');
    expect(state.visitedViews).toEqual([FIRST_VISITED_VIEW]);
  });

  it('persists language and tab-bar mode and restores them in a new store', () => {
    const persisted = memoryStorage();
    const first = createViewStore(persisted);
    first.getState().setLanguage('ja-JP');
    first.getState().setTabbarMode('five');
    const reloaded = createViewStore(persisted).getState();
    expect(reloaded.language).toBe('ja-JP');
    expect(reloaded.tabbarMode).toBe('five');
  });

  it('ignores a stored language the app does not ship', () => {
    const persisted = memoryStorage();
    persisted.set('language', 'fr-FR');
    expect(createViewStore(persisted).getState().language).toBe('zh-CN');
  });

  it('records each visited path once', () => {
    const store = createViewStore(memoryStorage());
    store.getState().addVisitedView({ id: 'my', path: '/my/index' });
    store.getState().addVisitedView({ id: 'my', path: '/my/index' });
    expect(store.getState().visitedViews.map((view) => view.path)).toEqual(['/dashboard', '/my/index']);
  });

  it('keeps cached view ids unique', () => {
    const store = createViewStore(memoryStorage());
    store.getState().addCachedView('pending');
    store.getState().addCachedView('pending');
    expect(store.getState().cachedViews).toEqual(['pending']);
    store.getState().removeCachedView('pending');
    expect(store.getState().cachedViews).toEqual([]);
  });
});
