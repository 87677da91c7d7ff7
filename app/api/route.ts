/** `/api` itself, which the catch-all below it does not match: the same JSON 404 as any unknown /api path. */
export { GET, POST, PUT, PATCH, DELETE } from './[...notFound]/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
