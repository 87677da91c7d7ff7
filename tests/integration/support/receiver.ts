import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver got it: the raw body, so a signature can be checked over the exact bytes. */
export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers: a status and a body, in turn for each request (the last one repeats). */
export type Answer = { status: number; body?: string };

/**
 * A real HTTP server on 127.0.0.1 (a free port) that records every request and answers from `answers`, the way a
 * webhook receiver or an issue tracker's API would. Closed after the test file.
 */
export async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  answer(...answers: Answer[]): void;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  let answers: Answer[] = [{ status: 200, body: 'ok' }];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(next.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(...next) {
      answers = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
