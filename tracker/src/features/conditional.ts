/**
 * Conditional recording, loaded only with `conditional: true`: the cold start's memory
 * (coldBuffer.ts) and the start conditions (conditions.ts) wired together. Every message recorded goes to memory and
 * past the matchers; the first condition met starts the session (`trigger`), which sends the memory first.
 */
import { DURATION_CHECK_MS } from '../constants';
import type { RawMessage } from '../worker/commands';
import { createColdBuffer } from './coldBuffer';
import { createMatcher, fetchConditions, type Matcher } from './conditions';

export interface ConditionalHost {
  ingest: string;
  /** The cold start's token (it records nothing) and project. */
  token: string;
  projectID: string;
  /** Server time in ms. */
  now(): number;
  /** A new full snapshot, at the head of each memory buffer. */
  snapshot(): void;
  /** A condition was met: start the session. */
  trigger(condition: string): void;
  /** The conditions could not be had (nothing could ever start the session). */
  fail(): void;
}

export function startConditional(host: ConditionalHost) {
  const startedAt = Date.now();
  const memory = createColdBuffer(host.now, host.snapshot);
  let matcher: Matcher | null = null;
  let flagKeys: string[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let ended = false;
  const check = (condition: string | null | undefined) => {
    if (condition && !ended) host.trigger(condition);
  };

  void fetchConditions(host.ingest, host.projectID, host.token).then((conditions) => {
    if (ended) return;
    if (!conditions) return host.fail();
    const loaded = createMatcher(conditions);
    matcher = loaded;
    // What was recorded before the conditions arrived counts too (the page itself, first of all).
    for (const [type, data] of memory.messages()) check(loaded.message(type, data));
    check(loaded.flags(flagKeys));
    if (loaded.hasDuration)
      timer = setInterval(() => check(loaded.duration(Date.now() - startedAt)), DURATION_CHECK_MS);
  });

  return {
    push(message: RawMessage): void {
      memory.push(message);
      check(matcher?.message(message[0], message[1]));
    },
    /** The keys of the enabled feature flags, whenever they load. */
    flags(keys: string[]): void {
      flagKeys = keys;
      check(matcher?.flags(keys));
    },
    messages: memory.messages,
    historyMs: memory.historyMs,
    stop(): void {
      ended = true;
      clearInterval(timer);
      memory.stop();
    },
  };
}

export type Conditional = ReturnType<typeof startConditional>;
