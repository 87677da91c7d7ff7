import 'server-only';
import { z } from 'zod';
import { URL_MAX_LENGTH } from './limits';
import { targetRefusal } from './outgoing-target';

/**
 * An absolute http(s) address without credentials in it (a password in a URL ends up in logs). Each refusal says
 * which of these it is.
 */
export const httpUrlSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(URL_MAX_LENGTH)
  .superRefine((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be an absolute address (https://…)' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      context.addIssue({ code: 'custom', message: 'must start with http:// or https://' });
    } else if (url.username || url.password) {
      context.addIssue({ code: 'custom', message: 'must not carry a user name or password' });
    }
  });

/**
 * An http(s) address as above that leads to a public address: an IP address in it, or every address its name resolves
 * to now, must be outside loopback, private, link-local and the other non-public ranges (lib/integrations/
 * public-address.ts), unless PRIVATE_TARGETS_SETTING allows them. Asynchronous (a name is resolved): parse it with
 * `safeParseAsync`. Delivery checks again, at the address it connects to.
 */
export const publicHttpUrlSchema = httpUrlSchema.superRefine(async (value, context) => {
  const refusal = await targetRefusal(value);
  if (refusal) {
    context.addIssue({
      code: 'custom',
      message: `must lead to a public address: ${refusal.message}`,
      params: { reason: 'privateAddress', values: { address: refusal.address } },
    });
  }
});

/**
 * Failures put back in the form's order of `fields`: zod reports an asynchronous field (the address above) after the
 * others, and a form lists its problems top to bottom.
 */
export function inFieldOrder<F extends { field?: string }>(failures: F[], fields: readonly string[]): F[] {
  const position = (one: F) => {
    const index = fields.indexOf(one.field ?? '');
    return index < 0 ? fields.length : index;
  };
  return [...failures].sort((a, b) => position(a) - position(b));
}
