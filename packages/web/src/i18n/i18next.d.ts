import type { Catalogue } from '@campus/contract';
import type { portalZhCN } from './locales/portal-zh-CN';
import type { workflowZhCN } from './locales/workflow-zh-CN';
import type { zhCN } from './locales/zh-CN';

// Types `t()` keys and interpolation against the zh-CN catalogues, matching the options in i18n.ts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    keySeparator: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
    resources: {
      ui: typeof zhCN;
      contract: Catalogue;
      workflow: typeof workflowZhCN;
      portal: typeof portalZhCN;
    };
  }
}
