/**
 * Next.js's own copy of busboy (next/dist/compiled/busboy), which it parses a fetch action's multipart body with:
 * lib/http/server-action-body.ts parses with the same copy, so a body reads the same there; the ingest reads canvas
 * images with it (lib/ingest/images.ts). Only what those modules use.
 */
declare module 'next/dist/compiled/busboy/index.js' {
  import type { Readable, Writable } from 'node:stream';

  interface BusboyConfig {
    headers: Record<string, string | string[] | undefined>;
    defParamCharset?: string;
    limits?: { fieldSize?: number; fileSize?: number };
  }
  interface Busboy extends Writable {
    on(event: 'field', listener: (name: string, value: string) => void): this;
    on(
      event: 'file',
      listener: (name: string, stream: Readable, info: { encoding: string; filename?: string }) => void,
    ): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'close', listener: () => void): this;
  }
  export default function busboy(config: BusboyConfig): Busboy;
}
