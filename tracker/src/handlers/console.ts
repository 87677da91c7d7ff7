/**
 * `console` messages: what the page logs (log, info, warn, error, debug), its text masked like page text, at most
 * CONSOLE_MAX_PER_SECOND calls a second and CONSOLE_MAX_PER_PAGE in all, each cut to CONSOLE_MESSAGE_MAX characters.
 * The page's own console still gets every call, unchanged.
 */
import { CONSOLE_MAX_PER_PAGE, CONSOLE_MAX_PER_SECOND, CONSOLE_MESSAGE_MAX } from '../constants';
import type { RecordingContext } from '../recording/context';
import { maskText } from '../recording/masking';

export const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/** An argument as text: strings as they are, an Error by its stack, anything else as JSON when it has some. */
function argumentText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack || String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function recordConsole(context: RecordingContext): () => void {
  const target = console as unknown as Record<string, (...args: unknown[]) => void>;
  let second = 0;
  let inSecond = 0;
  let total = 0;
  const originals = CONSOLE_LEVELS.map((level) => {
    const original = target[level]!;
    target[level] = function (this: unknown, ...args: unknown[]) {
      try {
        const ts = context.now();
        if (Math.floor(ts / 1000) !== second) {
          second = Math.floor(ts / 1000);
          inSecond = 0;
        }
        if (++inSecond <= CONSOLE_MAX_PER_SECOND && ++total <= CONSOLE_MAX_PER_PAGE) {
          const text = args.map((arg) => argumentText(arg).slice(0, CONSOLE_MESSAGE_MAX)).join(' ');
          context.send('console', { ts, level, message: maskText(text, context.mask).slice(0, CONSOLE_MESSAGE_MAX) });
        }
      } catch {
        // Recording never breaks the page's own logging.
      }
      return original.apply(this, args);
    };
    return original;
  });
  return () => CONSOLE_LEVELS.forEach((level, index) => (target[level] = originals[index]!));
}
