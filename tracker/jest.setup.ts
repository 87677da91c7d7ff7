// jsdom leaves out a few standard globals every browser (and Web Worker) the tracker runs in has.
import { EventEmitter } from 'node:events';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// The Fetch API's classes (jsdom has none): Node's own, taken from the Node realm Jest runs the jsdom window in (a
// Node built-in's constructor is that realm's Function). `fetch` itself is not provided: tests stub it.
const nodeRealm = (EventEmitter.constructor as FunctionConstructor)('return globalThis')() as typeof globalThis;
Object.assign(globalThis, { Request: nodeRealm.Request, Response: nodeRealm.Response, Headers: nodeRealm.Headers });
