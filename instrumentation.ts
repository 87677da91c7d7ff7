/**
 * Runs once when a Next.js server starts, before it answers anything. A server without a usable token secret refuses
 * to start, saying why, instead of answering 500 at the first sign-in: `next start` runs with NODE_ENV=production,
 * where AUTH_SECRET is required (lib/auth/secret.ts; `npm start` provides one on a developer's machine). Next.js only
 * logs an error thrown here and keeps serving, hence the exit.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getAuthSecret } = await import('./lib/auth/secret');
  try {
    getAuthSecret();
  } catch (error) {
    console.error(`[parley] Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
