import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layersRule } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const at = (path) => `${process.cwd()}/${path}`;

tester.run('campus/layers', layersRule, {
  valid: [
    {
      filename: at('packages/web/src/features/bpm/pages/List.tsx'),
      code: "import x from '../api/tasks.js';",
    },
    {
      filename: at('packages/web/src/features/bpm/pages/List.tsx'),
      code: "import x from '../../../components/ListPage.js';",
    },
    {
      filename: at('packages/web/src/app/routes.tsx'),
      code: "const p = import('../features/bpm/pages/List.js');",
    },
    {
      filename: at('packages/server/src/modules/bpm/service.ts'),
      code: "import { ok } from '../../http/reply.js';",
    },
    {
      filename: at('packages/server/src/modules/bpm/service.ts'),
      code: "import { State } from '@campus/contract';",
    },
    { filename: at('packages/contract/src/list.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: at('packages/web/src/features/notice/pages/List.tsx'),
      code: "import x from '../../bpm/api.js';",
      errors: [{ message: 'feature "notice" must not import feature "bpm" (compose them in src/app)' }],
    },
    {
      filename: at('packages/web/src/features/notice/index.tsx'),
      code: "export * from '../../app/router.js';",
      errors: [{ message: 'feature "notice" must not import the app shell' }],
    },
    {
      filename: at('packages/web/src/components/ListPage.tsx'),
      code: "const m = import('../features/bpm/x.js');",
      errors: [{ message: 'shared web code must not import feature "bpm"' }],
    },
    {
      filename: at('packages/server/src/modules/bpm/service.ts'),
      code: "import { x } from '../oauth2/repo.js';",
      errors: [
        {
          message: 'module "bpm" must not import module "oauth2" (share through src/lib, src/http or src/db)',
        },
      ],
    },
    {
      filename: at('packages/contract/src/index.ts'),
      code: "import { buildApp } from '@campus/server';",
      errors: [{ message: 'contract must not import server' }],
    },
    {
      filename: at('packages/web/src/lib/x.ts'),
      code: "import { y } from '../../../server/src/app.js';",
      errors: [{ message: 'web must not import server' }],
    },
  ],
});
