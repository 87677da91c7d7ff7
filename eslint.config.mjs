import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** The tracker's sources, which the site may not import (only its exports map). */
const TRACKER_SOURCES = {
  group: [
    '@/tracker',
    '@/tracker/**',
    '**/tracker/src',
    '**/tracker/src/**',
    '@parley/tracker/src',
    '@parley/tracker/src/**',
  ],
  message:
    'Import the tracker through its exports map (@parley/tracker/protocol, @parley/tracker/constants), never tracker/src.',
};

/** Picking an HTTP status by number: outside lib/http, a failure's response is made by failureResponse. */
const ERROR_RESPONSE_BY_NUMBER = {
  name: '@/lib/http/response',
  importNames: ['errorResponse'],
  message: 'Return a Failure as failureResponse (lib/http/route.ts): the status comes from its code.',
};

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
            {
              group: ['@/*', '@/**'],
              message: 'The tracker cannot import the site: it is its own package (tracker/package.json).',
            },
            {
              group: [
                '**/app',
                '**/app/**',
                '**/lib',
                '**/lib/**',
                '**/components',
                '**/components/**',
                '**/messages/**',
                '**/content/**',
              ],
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
    // resolved files; scripts/lint/tracker-boundary.test.ts proves this rule). And one result shape: a route handler
    // returns a failure as failureResponse (lib/http/route.ts), which takes the status from the failure's code; no
    // handler picks an HTTP status by number (only lib/http/ itself calls errorResponse). One rule entry holds both,
    // since a later entry for the same rule would replace this one's options.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['tracker/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [TRACKER_SOURCES], paths: [ERROR_RESPONSE_BY_NUMBER] }],
    },
  },
  {
    // The same rule for a status written as a number where a response is made: a route handler, the proxy, the
    // servers (server/) and their own node:http handling before Next.js (lib/http/, the ingest's lib/ingest/http.ts).
    // A refusal (4xx, 5xx) is a Failure converted by failureResponse or failureNodeResponse, whose code names the
    // status (lib/http/route.ts HTTP_STATUS); a success (200, 206, 304) may be written as a number.
    // scripts/lint/tracker-boundary.test.ts proves this rule.
    files: ['app/**/route.ts', 'proxy.ts', 'server/**/*.ts', 'lib/http/**/*.ts', 'lib/ingest/http.ts'],
    // Tests expect statuses and fake origins that send them.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // `{ status: 404 }`, and `{ status: found ? 200 : 404 }`
          'Property[key.name="status"][value.type="Literal"][value.value>=400]',
          'Property[key.name="status"] > ConditionalExpression > Literal[value>=400]',
          // node:http: `response.writeHead(404, …)`, `response.writeHead(found ? 200 : 404, …)`, `response.statusCode = 500`
          'CallExpression[callee.property.name="writeHead"][arguments.0.type="Literal"][arguments.0.value>=400]',
          'CallExpression[callee.property.name="writeHead"] > ConditionalExpression.arguments > Literal[value>=400]',
          'AssignmentExpression[left.property.name="statusCode"][right.type="Literal"][right.value>=400]',
        ].map((selector) => ({
          selector,
          message:
            'Return a refusal as failureResponse / failureNodeResponse(failure(code, …)): the status comes from its code (lib/http/route.ts).',
        })),
      ],
    },
  },
  {
    files: ['lib/http/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [TRACKER_SOURCES] }],
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
