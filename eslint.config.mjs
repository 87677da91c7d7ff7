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
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_' }],
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'tracker/dist/**', 'next-env.d.ts'],
  },
];

export default config;
