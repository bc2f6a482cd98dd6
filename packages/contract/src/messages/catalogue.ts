import type { zhCN } from './zh-CN.js';

export type MessageKey = keyof typeof zhCN;
/** A language's catalogue must have exactly the keys of the default (zh-CN) one. */
export type Catalogue = { readonly [K in MessageKey]: string };
