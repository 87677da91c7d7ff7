/**
 * Runs once when a Next.js server starts, before it serves anything. Node.js-only work lives in
 * instrumentation-node.ts, imported only on that runtime (the pattern Next.js documents, so the Edge build never
 * sees Node APIs).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
