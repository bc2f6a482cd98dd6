import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import campus from './eslint-rules/layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { campus },
    rules: {
      'campus/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `interface A extends B {}` is how a group adds its tables to the database's type (db/schema.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Spreadsheets are written by one writer, which makes typed text inert (issue 25 §12), and
    // read by one reader (import/sheet.ts, no exceljs), which refuses zip bombs and stops at the
    // row limit (§10).
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/**/*.test.ts', 'packages/server/src/lib/spreadsheet.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'exceljs',
              message:
                'Write spreadsheets with lib/spreadsheet.ts (sheetFile) and read them with modules/affairs/import/sheet.ts (readSheet).',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens call endpoints through their contract declarations (api/endpoint-call.ts): no URL
    // and no hand-written query key in a feature, so a key always matches what invalidates it
    // (issue 27).
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Derive the key from the declaration: endpointQuery(endpoint, input) or endpointKey(endpoint).',
        },
        {
          selector: "JSXAttribute[name.name='queryKey'] > JSXExpressionContainer > ArrayExpression",
          message: 'Derive the key from the declaration: endpointKey(endpoint, input).',
        },
        {
          selector: "Property[key.name='url'] > :matches(Literal, TemplateLiteral)",
          message: 'Call the endpoint by its declaration: call(endpoint, input) (api/endpoint-call.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
