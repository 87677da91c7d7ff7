import { otherMethods } from '@/lib/http/route';
import { ingestRouteHandler } from '@/lib/ingest';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** Under `next dev` and `next start`; the site's servers serve it in front of Next.js (lib/ingest/http.ts). */
export const POST = ingestRouteHandler;

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
