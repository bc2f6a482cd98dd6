import { describe, expect, it } from 'vitest';
import { describeCatalogue } from './catalogue-checks';
import { portalZhCN } from './locales/portal-zh-CN';
import { workflowEnUS } from './locales/workflow-en-US';
import { workflowJaJP } from './locales/workflow-ja-JP';
import { workflowZhCN } from './locales/workflow-zh-CN';
import { workflowZhTW } from './locales/workflow-zh-TW';
import { zhCN } from './locales/zh-CN';

describeCatalogue('workflow texts', workflowZhCN, {
  'zh-TW': workflowZhTW,
  'en-US': workflowEnUS,
  'ja-JP': workflowJaJP,
});

describe('workflow namespace', () => {
  it('shares no key with the ui or portal catalogues, so a key means one text', () => {
    expect(Object.keys(workflowZhCN).filter((key) => key in zhCN || key in portalZhCN)).toEqual([]);
  });
});
