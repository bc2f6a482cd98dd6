import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@campus/contract';
import { create } from 'zustand';
import type { UiKey } from '../i18n/ui-messages';
import { storage, type AppStorage } from '../lib/storage';

/** The bottom bar: two tabs (home, my) by default; the five-tab variant of SPEC §2.2 is opt-in. */
export type TabbarMode = 'two' | 'five';
export type TabKey = 'message' | 'notice' | 'dashboard' | 'contacts' | 'my';

/** A page the user has opened in this session, newest last. */
export interface VisitedView {
  id: string;
  path: string;
  title?: UiKey;
}

/** View state of SPEC §3, plus the tab-bar mode. Only `language` and `tabbarMode` outlive a reload. */
export interface ViewState {
  language: Language;
  tabbarMode: TabbarMode;
  /** True while a request that asked for the global loading toast is in flight. */
  isLoading: boolean;
  visitedViews: VisitedView[];
  /** Ids of views whose state should be kept when the user leaves them. */
  cachedViews: string[];
  activeTabbar: TabKey;
  /** The translated title of the current page. */
  title: string;
  /** Unread messages, shown as the badge of the message tab. */
  messageCount: number;
  /** Set after an edit, so a list the user returns to knows to reload. */
  hasDataChange: boolean;

  setLanguage(language: Language): void;
  setTabbarMode(mode: TabbarMode): void;
  setLoading(isLoading: boolean): void;
  addVisitedView(view: VisitedView): void;
  addCachedView(id: string): void;
  removeCachedView(id: string): void;
  setActiveTabbar(tab: TabKey): void;
  setTitle(title: string): void;
  setMessageCount(count: number): void;
  setHasDataChange(changed: boolean): void;
}

const LANGUAGE_KEY = 'language';
const TABBAR_MODE_KEY = 'tabbarMode';
/** Enough to go back through a session; detail pages with ids would otherwise grow the list forever. */
const MAX_VISITED_VIEWS = 30;

/** The dashboard (Workbench) is the first visited view (SPEC §2.2). */
export const FIRST_VISITED_VIEW: VisitedView = {
  id: 'dashboard',
  path: '/dashboard',
  title: 'route.dashboard',
};

function storedLanguage(persisted: AppStorage): Language {
  const value = persisted.get<string>(LANGUAGE_KEY, DEFAULT_LANGUAGE);
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

function storedTabbarMode(persisted: AppStorage): TabbarMode {
  return persisted.get<string>(TABBAR_MODE_KEY, 'two') === 'five' ? 'five' : 'two';
}

export function createViewStore(persisted: AppStorage) {
  return create<ViewState>()((set) => ({
    language: storedLanguage(persisted),
    tabbarMode: storedTabbarMode(persisted),
    isLoading: false,
    visitedViews: [FIRST_VISITED_VIEW],
    cachedViews: [],
    activeTabbar: 'dashboard',
    title: '',
    messageCount: 0,
    hasDataChange: false,

    setLanguage(language) {
      persisted.set(LANGUAGE_KEY, language);
      set({ language });
    },
    setTabbarMode(mode) {
      persisted.set(TABBAR_MODE_KEY, mode);
      set({ tabbarMode: mode });
    },
    setLoading: (isLoading) => set({ isLoading }),
    addVisitedView: (view) =>
      set(({ visitedViews }) => {
        if (visitedViews.some((visited) => visited.path === view.path)) return {};
        return { visitedViews: [...visitedViews, view].slice(-MAX_VISITED_VIEWS) };
      }),
    addCachedView: (id) =>
      set(({ cachedViews }) => (cachedViews.includes(id) ? {} : { cachedViews: [...cachedViews, id] })),
    removeCachedView: (id) =>
      set(({ cachedViews }) => ({ cachedViews: cachedViews.filter((v) => v !== id) })),
    setActiveTabbar: (tab) => set({ activeTabbar: tab }),
    setTitle: (title) => set({ title }),
    setMessageCount: (count) => set({ messageCount: Math.max(0, count) }),
    setHasDataChange: (changed) => set({ hasDataChange: changed }),
  }));
}

export const useViewStore = createViewStore(storage);
