// jsdom leaves out a few standard globals every browser (and Web Worker) the tracker runs in has.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
