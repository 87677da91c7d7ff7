import { failure, type Failure } from '@/lib/errors';
import { hasUnreadableText, unreadableReason } from '@/lib/http/unreadable';

/**
 * A server action is a public endpoint: its form fields and the arguments bound to it arrive as the client sent them.
 * Text no part of the site can hold (a NUL, which PostgreSQL refuses inside a statement, or a lone surrogate:
 * lib/http/unreadable.ts) is refused here, at the top of each action, as the API refuses it where bodies are read:
 * a failure naming the field, which the form shows, instead of a statement that fails with a 500.
 */
export function unreadableActionInput(form: FormData | null, bound: Record<string, unknown> = {}): Failure | null {
  const inputs: [string, unknown][] = [...(form ? [...form.entries()] : []), ...Object.entries(bound)];
  for (const [name, value] of inputs) {
    if (hasUnreadableText(name)) return failure('invalid', `field names ${unreadableReason(name)}`);
    if (typeof value === 'string' && hasUnreadableText(value)) return failure('invalid', `${name}: ${unreadableReason(value)}`, { field: name });
  }
  return null;
}
