import { createHmac } from 'node:crypto';
import serverEnv from './server-env.json';

/**
 * The e2e server's access-token key, derived from its AUTH_SECRET the way lib/config/secret.ts deriveKey does, so a
 * test can mint a token the server would have issued: the real way to get an expired one without waiting 15 minutes.
 */
const ACCESS_TOKEN_KEY = createHmac('sha256', serverEnv.AUTH_SECRET).update('parley/access-token/v1').digest();

/** The same HS256 token with its claims changed and signed again with the server's key. */
export function resignedToken(
  token: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
): string {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const body = `${header}.${Buffer.from(JSON.stringify(change(claims))).toString('base64url')}`;
  return `${body}.${createHmac('sha256', ACCESS_TOKEN_KEY).update(body).digest('base64url')}`;
}
