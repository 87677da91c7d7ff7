import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Spec §2: navigation is a full page load to /{target}?lang={language}, so plain anchors are deliberate.
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
    // The site reads the tracker only through its exports map (tracker/package.json): @parley/tracker/protocol,
    // /constants and the few others listed there, never its sources (.dependency-cruiser.cjs checks the same on the
    // resolved files; scripts/lint/tracker-boundary.test.ts proves this rule).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['tracker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/tracker', '@/tracker/**', '**/tracker/src', '**/tracker/src/**', '@parley/tracker/src', '@parley/tracker/src/**'],
              message: 'Import the tracker through its exports map (@parley/tracker/protocol, @parley/tracker/constants), never tracker/src.',
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
