import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages are loaded from node_modules at run time instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg'],
  // ESM-only packages; listing them here also makes next/jest transform them for Jest.
  transpilePackages: ['next-intl', 'use-intl', 'jose'],
  // Resolve metadata before the first byte for every client, not only for bots: <title> and the canonical links stay
  // in <head> (valid HTML), and a not-found page still answers with status 404.
  htmlLimitedBots: /.*/,
};

export default withNextIntl(nextConfig);
