import { getAuthSecret } from './lib/auth/secret';
import { stampPeerAddress } from './lib/http/peer-address';

/*
 * A server without a usable token secret refuses to start, saying why, instead of answering 500 at the first sign-in:
 * `next start` runs with NODE_ENV=production, where AUTH_SECRET is required (lib/auth/secret.ts; `npm start` provides
 * one on a developer's machine). Next.js only logs an error thrown from register() and keeps serving, hence the exit.
 */
try {
  getAuthSecret();
} catch (error) {
  console.error(`[parley] Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The per-address limits count by the TCP peer unless TRUSTED_PROXY_HOPS says a proxy writes X-Forwarded-For.
stampPeerAddress();
