import 'server-only';
import type { z } from 'zod';
import { HttpError } from './response';

/** Largest JSON body any product API endpoint reads; the bodies it expects are a few hundred bytes. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Reads a JSON body and validates it, or throws HttpError: 415 for another content type, 413 past `maxBytes`
 * (checked on the declared length and again while reading, so a lying or missing Content-Length cannot get more
 * through), 400 for invalid UTF-8, malformed JSON or a schema violation (naming the first offending field).
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = MAX_JSON_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
  if (!JSON_CONTENT_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === '') throw new HttpError(400, 'body: must be a JSON object', { field: 'body' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body: is not valid JSON', { field: 'body' });
  }
  const result = await schema.safeParseAsync(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The first issue as `{ error: "<field>: <message>", field }`. */
export function validationError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  return new HttpError(400, `${field}: ${issue?.message ?? 'is invalid'}`, { field });
}

async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(413, `Request body must be at most ${maxBytes} bytes`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'body: is not valid UTF-8', { field: 'body' });
  }
}
