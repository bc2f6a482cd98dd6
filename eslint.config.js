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
    ignores: ['packages/server/src/**/*.test.ts', 'packages/server/src/modules/affairs/spreadsheet.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'exceljs',
              message:
                'Write spreadsheets with modules/affairs/spreadsheet.ts (sheetFile) and read them with modules/affairs/import/sheet.ts (readSheet).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
