import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import boundaries from './eslint-rules/boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.output/',
      '.tanstack/',
      'node_modules/',
      'app/routeTree.gen.ts',
      'test-results/',
      'playwright-report/',
      '.data/',
      '.helpers/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'api/**/*.ts', 'host/**/*.ts', 'contracts/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
      // Every string a visitor reads goes through Lingui; attributes and technical strings are exempt.
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[^a-zA-Z]*$', '^[a-z0-9_./:@#?=&%-]+$', '^[A-Z_]+$', '^https?://'],
          ignoreNames: [
            { regex: { pattern: '^[A-Z][A-Z0-9_]*$' } },
            {
              regex: {
                pattern:
                  '^(className|id|type|rel|href|path|to|src|lang|dir|name|content|property|key|target|role|sizes|hrefLang|charSet|method|autoComplete|inputMode|aria-controls|aria-current|aria-hidden|viewBox|fill|stroke|d|transform|strokeWidth|focusable|loading|decoding|as|media|layout|network)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'createFileRoute',
            'redirect',
            'new Error',
            'URL',
            'Headers.*',
            'headers.set',
            'headers.get',
            'setCookie',
            'serializeCookie',
            'readCookie',
            'document.querySelector',
            'msg',
            'RangeError',
            'new RangeError',
            'sessionStorage.*',
            'localStorage.*',
            'process.env.*',
          ],
          ignoreMethodsOnTypes: [
            'Map.get',
            'Map.has',
            'Set.has',
            'String.split',
            'String.startsWith',
            'String.endsWith',
            'String.replace',
            'String.includes',
            'String.slice',
            'String.indexOf',
          ],
        },
      ],
    },
  },
  {
    files: [
      'app/**/*.server.ts',
      'app/**/*.functions.ts',
      'app/**/*.middleware.ts',
      'app/lib/**/*.ts',
      'app/routes/*.ts',
      'app/start.ts',
    ],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
)
