import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Navigation is a full page load to /{target}?lang={language}, so plain anchors are deliberate.
      '@next/next/no-html-link-for-pages': 'off',
      // Server actions used with useActionState receive the previous state first, needed or not.
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The tracker is its own package and ships to every visitor's browser: it may not reach into the site, whether by
    // the `@/` alias or by a relative path out of tracker/ (scripts/lint/tracker-boundary.test.ts proves this rule).
    files: ['tracker/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*', '@/**'], message: 'The tracker cannot import the site: it is its own package (tracker/package.json).' },
            {
              group: ['**/app', '**/app/**', '**/lib', '**/lib/**', '**/components', '**/components/**', '**/messages/**', '**/content/**'],
              message: 'The tracker cannot import the site (app/, lib/, components/, messages/, content/).',
            },
            {
              group: ['next', 'next/**', 'react', 'react-dom', 'react/**', 'next-intl', 'next-intl/**', 'server-only'],
              message: 'The tracker runs without the site framework.',
            },
          ],
        },
      ],
    },
  },
  {
    // One result shape: a route handler answers a failure with failureResponse (lib/http/route.ts), which takes the
    // status from the failure's code; no handler picks an HTTP status by number.
    files: ['app/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['lib/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/http/response',
              importNames: ['errorResponse'],
              message: 'Answer a Failure with failureResponse (lib/http/route.ts): the status comes from its code.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'data/**',
      'public/tracker/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'tracker/dist/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
