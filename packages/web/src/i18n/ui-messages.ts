import type { zhCN } from './locales/zh-CN';

/** A key of the UI catalogue; route meta titles are such keys. */
export type UiKey = keyof typeof zhCN;
/** A language's UI catalogue: exactly the keys of zh-CN. */
export type UiMessages = { readonly [K in UiKey]: string };
