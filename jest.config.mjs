// @ts-check
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * ESM-only packages Jest has to transform (next/jest only transforms `transpilePackages`): jose, next-intl and the
 * unified/remark/rehype family the markdown renderer uses.
 */
const ESM_PACKAGES = [
  'jose',
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile',
  'vfile-.*',
  'unist-.*',
  'mdast-.*',
  'micromark',
  'micromark-.*',
  'decode-named-character-reference',
  'character-entities.*',
  'remark-.*',
  'rehype-.*',
  'hast-.*',
  'hastscript',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'zwitch',
  'html-void-elements',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'devlop',
  'trim-lines',
  'web-namespaces',
  'stringify-entities',
  'html-url-attributes',
  'estree-util-.*',
  '@ungap',
  'character-reference-invalid',
  'is-.*',
  'parse-entities',
];

/**
 * The tracker's public entry points (tracker/package.json `exports`), the only ways the site may import it; mapped to
 * their sources as tsconfig.json `paths` maps them for tsc, Next.js and esbuild.
 */
const TRACKER_EXPORTS = {
  '^@parley/tracker/protocol$': '<rootDir>/tracker/src/protocol/index.ts',
  '^@parley/tracker/constants$': '<rootDir>/tracker/src/constants.ts',
  '^@parley/tracker/protocol-vectors\\.json$': '<rootDir>/tracker/protocol-vectors.json',
  '^@parley/tracker/overlay-texts$': '<rootDir>/tracker/src/uxt/texts.ts',
};

/** @param {import('jest').Config} config */
async function project(config) {
  const resolved = await createJestConfig({
    moduleNameMapper: { ...TRACKER_EXPORTS, '^@/(.*)$': '<rootDir>/$1' },
    ...config,
  })();
  return { ...resolved, transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`] };
}

/** @returns {Promise<import('jest').Config>} */
export default async function config() {
  return {
    projects: [
      await project({
        displayName: 'unit',
        testEnvironment: 'jsdom',
        setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
        testMatch: ['<rootDir>/{lib,components,app,scripts,server}/**/*.test.{ts,tsx}'],
      }),
      // The tracker is its own package (tracker/package.json): no `@/` alias, so nothing can reach the site from it.
      await project({
        displayName: 'tracker',
        rootDir: './tracker',
        testEnvironment: 'jsdom',
        setupFiles: ['<rootDir>/jest.setup.ts'],
        testMatch: ['<rootDir>/**/*.test.ts'],
        moduleNameMapper: {},
      }),
      await project({
        displayName: 'integration',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
        // A longer default timeout than Jest's 5 s: tests/integration/support/timeout.ts says why.
        setupFilesAfterEnv: ['<rootDir>/tests/integration/support/timeout.ts'],
      }),
    ],
  };
}
