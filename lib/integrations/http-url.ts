import { z } from 'zod';
import { URL_MAX_LENGTH } from './limits';

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
