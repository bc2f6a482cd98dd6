import { describe, expect, it } from 'vitest';
import { describeCatalogue } from './catalogue-checks';
import { portalEnUS } from './locales/portal-en-US';
import { portalJaJP } from './locales/portal-ja-JP';
import { portalZhCN } from './locales/portal-zh-CN';
import { portalZhTW } from './locales/portal-zh-TW';
import { zhCN } from './locales/zh-CN';

describeCatalogue('portal texts', portalZhCN, {
  'zh-TW': portalZhTW,
  'en-US': portalEnUS,
  'ja-JP': portalJaJP,
});

describe('portal namespace', () => {
  it('shares no key with the ui catalogue, so a key means one text', () => {
    expect(Object.keys(portalZhCN).filter((key) => key in zhCN)).toEqual([]);
  });
});
