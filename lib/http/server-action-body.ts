import http from 'node:http';
import busboy from 'next/dist/compiled/busboy/index.js';
import { failure } from '@/lib/errors';
import { jsonDepth } from './unreadable';
import { MAX_JSON_DEPTH } from './request-body';
import {
  bodyTooLarge,
  headerValue,
  refusal,
  SERVER_ACTION_BODY_MAX_BYTES,
  serverActionKind,
  type ServerActionKind,
} from './request-guard';
import type { NodeResponse } from './route';

/**
 * What a server action's request body may hold, judged before Next.js decodes it. Next.js hands the body of any POST
 * that may be a server action to React's reply decoder, and answers 500 for every body that decoder fails on: a
 * reference to a part the body does not have (`["$Q1"]`, `["$"]`: "Connection closed"), a number BigInt cannot read
 * (`["$n1e308"]`), malformed JSON, a multipart body that ends early or has no parts, an array past React's size limit,
 * nesting deep enough to exhaust its recursion. The server refuses those with 400 instead (lib/http/request-guard.ts).
 *
 * The rule is an allowlist of what the site's own pages send, not a second decoder: the arguments of its actions are
 * text, numbers, booleans, null, undefined, plain arrays and objects, and a form (FormData); React's client writes
 * those as JSON with `$$` (a string that starts with `$`), `$undefined`, `$NaN`, `$Infinity`, `$-Infinity`, `$-0`,
 * `$D` (a date), `$n` (a BigInt) and `$K` (a form's fields, sent as parts of a multipart body). A form posted without
 * JavaScript names its action in `$ACTION_…` fields, its bound arguments as one more part (`$@1`). Every other kind
 * of reference (Map, Set, promise, server reference, Blob, typed array, stream, iterator, temporary reference, an
 * outlined object) is refused: nothing of ours sends one, and each is a way into the decoder's least-travelled code.
 * The parsers are the ones Next.js uses for each kind of body (its copy of busboy for a fetch action's multipart
 * body, the Fetch API's FormData for a form posted without JavaScript), so a body reads here as it would there.
 */

/** React's limit on the slots of one array and the arrays and text inside it (its decoder's `arraySizeLimit`). */
export const REPLY_ARRAY_SLOTS_MAX = 1_000_000;
/** The most digits React reads in a BigInt (`$n…`). */
export const REPLY_BIGINT_DIGITS_MAX = 300;
/** The most arguments Next.js passes to a server action, and React binds to one (its own limits, both 1,000). */
export const SERVER_ACTION_ARGUMENTS_MAX = 1000;

/**
 * Which kind of server action Next.js would decode the request's body as (lib/http/server-action-body.ts), or null
 * for a request whose body it never decodes so: the server reads and judges the body of only those
 * (screenServerAction).
 */
export function serverActionKindOf(request: http.IncomingMessage): ServerActionKind | null {
  if (request.method !== 'POST') return null;
  const target = request.url ?? '/';
  const query = target.indexOf('?');
  return serverActionKind(request.method, query < 0 ? target : target.slice(0, query), {
    get: (name) => headerValue(request.headers, name),
  });
}

/**
 * A server action's body read (at most SERVER_ACTION_BODY_MAX_BYTES) and judged before Next.js decodes it: refused
 * with 413 past the limit, 400 when React's decoder would fail on it; else the request to hand Next.js, a copy of
 * `request` whose body is the bytes read (the original's stream is spent). A body that breaks off rejects.
 */
export async function screenServerAction(
  request: http.IncomingMessage,
  kind: ServerActionKind,
): Promise<{ refused: NodeResponse } | { request: http.IncomingMessage }> {
  const body = await readUpTo(request, SERVER_ACTION_BODY_MAX_BYTES);
  if (body === null) return { refused: bodyTooLarge() };
  const problem = await serverActionBodyProblem(kind, headerValue(request.headers, 'content-type') ?? '', body);
  if (problem !== null) return { refused: refusal(failure('invalid', `Server action: ${problem}`)) };
  return { request: withBody(request, body) };
}

/** The whole body, or null once it passes `maxBytes` (the rest left unread, the stream paused). */
function readUpTo(request: http.IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = () => request.off('data', onData).off('end', onEnd).off('error', reject).off('close', onClose);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      settle();
      request.pause();
      resolve(null);
    };
    const onEnd = () => {
      settle();
      resolve(Buffer.concat(chunks, size));
    };
    const onClose = () => {
      settle();
      reject(new Error('the request closed before its body ended'));
    };
    request.on('data', onData).once('end', onEnd).once('error', reject).once('close', onClose);
  });
}

/** A request like `request` (method, target, headers, socket) whose body is `body`, for Next.js to read again. */
function withBody(request: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const copy = new http.IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  copy.headers = request.headers;
  copy.rawHeaders = request.rawHeaders;
  copy.trailers = request.trailers;
  copy.rawTrailers = request.rawTrailers;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** The parts of a multipart body by name, in order (text parts as text, file parts as their transfer encoding). */
interface BodyParts {
  texts: [name: string, value: string][];
  files: [name: string, encoding: string][];
}

/** What is wrong with a server action's body for Next.js, as a sentence, or null when it decodes. */
export async function serverActionBodyProblem(
  kind: ServerActionKind,
  contentType: string,
  body: Buffer,
): Promise<string | null> {
  // As Next.js reads it: UTF-8, a bad sequence replaced rather than refused.
  if (kind === 'fetch-text') return replyProblem(body.toString('utf-8'), 'arguments');
  const parts =
    kind === 'fetch-multipart' ? await busboyParts(contentType, body) : await formDataParts(contentType, body);
  if (typeof parts === 'string') return parts;
  return kind === 'fetch-multipart' ? fetchFormProblem(parts) : noScriptFormProblem(parts);
}

/** A fetch action's multipart body as Next.js reads it (busboy, the same copy and options), or why it cannot be read. */
function busboyParts(contentType: string, body: Buffer): Promise<BodyParts | string> {
  return new Promise((resolve) => {
    const parts: BodyParts = { texts: [], files: [] };
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { fieldSize: SERVER_ACTION_BODY_MAX_BYTES },
      });
    } catch (error) {
      resolve(`the multipart body cannot be read: ${(error as Error).message}`);
      return;
    }
    // busboy names a part without a name (or with an empty one) undefined, which React's decoder fails on.
    let unnamed = false;
    parser.on('field', (name: string | undefined, value) => {
      if (name === undefined) unnamed = true;
      else parts.texts.push([name, value]);
    });
    parser.on('file', (name: string | undefined, stream, { encoding }) => {
      if (name === undefined) unnamed = true;
      else parts.files.push([name, encoding]);
      stream.resume();
    });
    parser.on('error', (error: Error) => resolve(`the multipart body cannot be read: ${error.message}`));
    parser.on('close', () => resolve(unnamed ? 'a part of the multipart body has no name' : parts));
    parser.end(body);
  });
}

/** A form posted without JavaScript as Next.js reads it (the Fetch API's FormData), or why it cannot be read. */
async function formDataParts(contentType: string, body: Buffer): Promise<BodyParts | string> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return 'the multipart body cannot be read';
  }
  const parts: BodyParts = { texts: [], files: [] };
  for (const [name, value] of form) {
    if (typeof value === 'string') parts.texts.push([name, value]);
    else parts.files.push([name, '7bit']);
  }
  return parts;
}

/**
 * Which part a fetch action's multipart field fills in React's decoder, by its name: a name that reads as a number
 * (`0`, also `00`, ``, ` `, `0x0`) is that numbered part, as is `S` and one (a stream's chunk); any other is data.
 */
function partNumber(name: string): number | null {
  const digits = name.startsWith('S') && name.length > 1 ? name.slice(1) : name;
  const number = +digits;
  return Number.isNaN(number) ? null : number;
}

/**
 * A fetch action's multipart body: exactly one root, the text part `0` (a second one, however spelt, fails React's
 * decoder; a missing one leaves it waiting until the body ends), no file in base64 (React refuses those), and the
 * root a reply that decodes.
 */
function fetchFormProblem({ texts, files }: BodyParts): string | null {
  if (files.some(([, encoding]) => encoding.toLowerCase() === 'base64')) return 'a file part is base64-encoded';
  const roots = texts.filter(([name]) => partNumber(name) === 0);
  if (roots.length !== 1 || roots[0]![0] !== '0') return 'the body must have exactly one part 0, the arguments';
  return replyProblem(roots[0]![1], 'arguments');
}

/**
 * A form posted without JavaScript. Next.js checks the action ids itself; what it leaves to React is the bound
 * arguments of each `$ACTION_REF_{k}` action: `$ACTION_{k}:0` holds `{"id": "…", "bound": …}`, and a bound `$@n`
 * names the part `$ACTION_{k}:n`, an array of the arguments. A multipart POST to a page that names no action
 * Next.js refuses itself (400, and a stack trace in the log): refused here the same, without the trace.
 */
function noScriptFormProblem({ texts, files }: BodyParts): string | null {
  const names = [...texts, ...files].map(([name]) => name);
  if (!names.some((name) => name.startsWith('$ACTION_ID_') || name.startsWith('$ACTION_REF_')))
    return 'the form names no server action';
  const text = new Map(texts);
  for (const [name] of texts) {
    if (!name.startsWith('$ACTION_REF_')) continue;
    const prefix = `$ACTION_${name.slice('$ACTION_REF_'.length)}:`;
    const metadata = text.get(`${prefix}0`);
    if (metadata === undefined) return `${prefix}0 is missing`;
    const parsed = parseReply(metadata);
    if (typeof parsed === 'string') return `${prefix}0: ${parsed}`;
    const value = parsed.value as Record<string, unknown> | null;
    // The id as React revives it: text, and not a `$` reference (which would revive as something else).
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return `${prefix}0 must be an object with an id`;
    if (typeof value.id !== 'string' || value.id.startsWith('$')) return `${prefix}0 must name an action id`;
    // `bound` as React writes it: null, or the part that holds the arguments (React reads `.length` of anything else).
    const { bound, ...rest } = value;
    const promised = typeof bound === 'string' && /^\$@[0-9a-f]+$/i.test(bound) ? parseInt(bound.slice(2), 16) : null;
    if (bound !== null && promised === null) return `${prefix}0: bound must be null or a part ($@n)`;
    const valueProblem = valuesProblem(rest);
    if (valueProblem) return `${prefix}0: ${valueProblem}`;
    if (promised !== null) {
      const boundText = text.get(`${prefix}${promised}`);
      if (boundText === undefined) return `${prefix}0: the bound arguments ${String(bound)} are missing`;
      const boundProblem = replyProblem(boundText, 'bound arguments');
      if (boundProblem) return `${prefix}${promised}: ${boundProblem}`;
    }
  }
  return null;
}

/** JSON text that React's decoder can read: within MAX_JSON_DEPTH (its decoder recurses), and well-formed. */
function parseReply(text: string): { value: unknown } | string {
  if (jsonDepth(text) > MAX_JSON_DEPTH) return `nested more than ${MAX_JSON_DEPTH} levels deep`;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return 'not valid JSON';
  }
}

/** A reply whose root is the list of arguments (of a call, or bound to an action): an array React can apply. */
function replyProblem(text: string, what: string): string | null {
  const parsed = parseReply(text);
  if (typeof parsed === 'string') return `the ${what} are ${parsed}`;
  if (!Array.isArray(parsed.value)) return `the ${what} must be a JSON array`;
  if (parsed.value.length > SERVER_ACTION_ARGUMENTS_MAX)
    return `the ${what} must be at most ${SERVER_ACTION_ARGUMENTS_MAX}`;
  return valuesProblem(parsed.value);
}

/**
 * What in a parsed reply React's decoder would fail on, or that the site never sends (the module's comment lists
 * what it does): a `$` string of any other kind, a BigInt that is no integer or too long, or an array whose slots
 * (React counts each array's length and one, and the length of every string in it, through nested arrays) pass
 * REPLY_ARRAY_SLOTS_MAX when it forks (more than one element somewhere in it). Walks with its own stack.
 */
function valuesProblem(root: unknown): string | null {
  interface ArrayCount {
    slots: number;
    forks: boolean;
  }
  const stack: [value: unknown, inArray: ArrayCount | null][] = [[root, null]];
  const counts: ArrayCount[] = [];
  while (stack.length > 0) {
    const [value, inArray] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) return problem;
      if (inArray) inArray.slots += value.startsWith('$') ? (value[1] === '$' ? value.length - 1 : 0) : value.length;
    } else if (Array.isArray(value)) {
      const count = inArray ?? { slots: 0, forks: false };
      if (!inArray) counts.push(count);
      count.forks ||= value.length > 1;
      count.slots += value.length + 1;
      for (const item of value) stack.push([item, count]);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) stack.push([item, null]);
    }
  }
  if (counts.some(({ slots, forks }) => forks && slots > REPLY_ARRAY_SLOTS_MAX))
    return `an array holds more than ${REPLY_ARRAY_SLOTS_MAX} items and characters`;
  return null;
}

/** What React's client writes for the values the site sends, after `$`: escaped text, the numbers JSON lacks, a date. */
const PLAIN_TAGS = new Set(['$', 'u', 'N', 'I', '-', 'D']);
const BIGINT = new RegExp(`^-?[0-9]{1,${REPLY_BIGINT_DIGITS_MAX}}$`);

function stringProblem(value: string): string | null {
  if (!value.startsWith('$')) return null;
  const tag = value[1] ?? '';
  if (PLAIN_TAGS.has(tag) || tag === 'K') return null;
  if (tag === 'n') return BIGINT.test(value.slice(2)) ? null : `${value.slice(0, 40)} is not a BigInt React reads`;
  return `${value.slice(0, 40)} is a reference the site never sends`;
}
