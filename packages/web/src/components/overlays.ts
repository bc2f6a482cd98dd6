import { lazyOverlay } from './lazy-overlay';

/**
 * antd-mobile's Popup, Picker and DatePicker, fetched when first opened (lazy-overlay.tsx): import these instead
 * of antd-mobile's, so that a screen's first load holds no animation or gesture library. Each comes
 * from its own chunk; what they share (the mask, react-spring) the bundler splits off once.
 */
export const Popup = lazyOverlay(() => import('./overlay-chunks/popup').then((m) => m.Popup));
export const Picker = lazyOverlay(() => import('./overlay-chunks/picker').then((m) => m.Picker));
export const DatePicker = lazyOverlay(() => import('./overlay-chunks/date-picker').then((m) => m.DatePicker));
