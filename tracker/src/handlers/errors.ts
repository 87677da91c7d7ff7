/** `error` messages for uncaught errors and unhandled promise rejections, their text masked like page text. */
import type { RecordingContext } from '../recording/context';
import { maskEmails, maskText } from '../recording/masking';

export function recordErrors(context: RecordingContext): () => void {
  const report = (name: string, message: string, stack: string, source: 'error' | 'unhandledrejection') =>
    context.send('error', {
      ts: context.now(),
      name,
      message: maskText(message, context.mask),
      // Digits stay in a stack (they are line numbers); addresses do not.
      stack: context.mask.emails ? maskEmails(stack) : stack,
      source,
    });
  const onError = (event: ErrorEvent) => {
    const error = event.error as Error | undefined;
    report(
      error?.name ?? 'Error',
      event.message || String(error),
      error?.stack ?? `${event.filename}:${event.lineno}:${event.colno}`,
      'error',
    );
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as { name?: unknown; message?: unknown; stack?: unknown } | undefined;
    const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    report(
      text(reason?.name, 'UnhandledRejection'),
      text(reason?.message, String(reason)),
      text(reason?.stack, ''),
      'unhandledrejection',
    );
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return () => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  };
}
