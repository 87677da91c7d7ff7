import fs from 'node:fs';

// Prerendered at build time (x-nextjs-cache: HIT when served): the exact bytes of the site's article page, read from
// the file bench/lib/bare-next.mjs names, served with the site's Content-Type.
export const dynamic = 'force-static';

export function GET() {
  const body = fs.readFileSync(process.env.BARE_NEXT_BODY_FILE);
  return new Response(body, { headers: { 'content-type': process.env.BARE_NEXT_CONTENT_TYPE } });
}
