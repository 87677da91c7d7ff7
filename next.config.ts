import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders } from './lib/security/headers';
import { readerPageHeaders, readerPageRewrites } from './lib/routes/reader-pages';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // `npm test` builds right after its own type-check step has run the same compiler over the same tree: it sets
  // SKIP_BUILD_TYPE_CHECK=1 so that the build does not do it a second time (about 40 s on 2 cores). Every other build
  // (`npm start`, `npm run build`) checks the types.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPE_CHECK === '1' },
  poweredByHeader: false,
  // gzip costs more CPU than everything else a prerendered page costs (bench/static-throughput.mjs measures both).
  // Behind a reverse proxy that compresses (and caches), the server need not: COMPRESS=off (README "Scaling"). Read
  // when `next start` starts, so one build serves both ways.
  compress: process.env.COMPRESS !== 'off',
  // Native and WASM packages are loaded from node_modules at run time instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'pg-protocol'],
  // ESM-only packages; listing them here also makes next/jest transform them for Jest.
  transpilePackages: ['next-intl', 'use-intl', 'jose', '@parley/tracker'],
  // Resolve metadata before the first byte for every client, not only for bots: <title> and the canonical links stay
  // in <head> (valid HTML), and a not-found page still answers with status 404.
  htmlLimitedBots: /.*/,
  // Next's own file-system cache of rendered pages, which also hears the revalidations of the other processes of the
  // site on one PostgreSQL (the file says how). Plain JavaScript: Next.js loads it by itself at run time.
  cacheHandler: path.resolve(process.cwd(), 'server', 'next-cache-handler.cjs'),
  // Prerendered reader pages whose address names the language are routed here, without proxy.ts
  // (lib/routes/reader-pages.ts says why); proxy.ts does the rest.
  async rewrites() {
    return readerPageRewrites();
  },
  // Page responses get their Content-Security-Policy from proxy.ts (a nonce per request where pages render per
  // request), except the reader pages routed above, which get theirs here.
  async headers() {
    return [
      // Capturing nothing (`(.*)`, not `:path*`): lib/routes/reader-pages.ts readerPageHeaders says why.
      { source: '/(.*)', headers: baseSecurityHeaders(process.env.NODE_ENV === 'production') },
      ...readerPageHeaders(),
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
      { source: '/ingest/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
      // Scripts and styles: a policy on them governs nothing they load (the page's does), but every response has one.
      {
        source: '/_next/static/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
