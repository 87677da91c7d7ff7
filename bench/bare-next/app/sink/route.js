import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// The ingest-throughput baseline "the framework's own floor" (bench/ingest-throughput.mjs): a Next.js route handler
// that only does what the bare node:http sink does, write the body to a new file and fsync it, so the distance from
// the bare sink to this line is the framework's, and from this line to the ingest the ingest's own work.
export const dynamic = 'force-dynamic';

const dir = process.env.BARE_NEXT_SINK_DIR;
let count = 0;

export async function POST(request) {
  const body = new Uint8Array(await request.arrayBuffer());
  const handle = await fs.open(path.join(dir, `b${count++}-${randomBytes(4).toString('hex')}.bin`), 'w');
  try {
    await handle.writeFile(body);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return Response.json({ stored: true });
}
