import 'server-only';
import { z } from 'zod';
import { LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { isCommonPassword } from './common-passwords';
import { normalizePassword } from './password';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Letters of either case are accepted; uniqueness ignores case (users.username_lower). */
export const USERNAME_PATTERN = new RegExp(`^[a-z0-9_-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`, 'i');
export const USERNAME_RULE = `must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters of a-z, 0-9, _ or -`;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** Counted in characters (Unicode code points), not bytes; no composition rules (ASVS 5 / NIST 800-63B). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A string field that says "is required" when missing and "must be a string" when of another type. */
function text() {
  return z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });
}

function characters(value: string): number {
  return [...value].length;
}

export const usernameSchema = text().regex(USERNAME_PATTERN, { error: USERNAME_RULE });

export const emailSchema = text()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: `must be at most ${EMAIL_MAX_LENGTH} characters` })
  .pipe(z.email({ error: 'must be a valid email address' }));

export const newPasswordSchema = text()
  .transform(normalizePassword)
  .refine((pwd) => characters(pwd) >= PASSWORD_MIN_LENGTH, {
    error: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
    params: { code: 'too_short', limit: PASSWORD_MIN_LENGTH },
    abort: true,
  })
  .refine((pwd) => characters(pwd) <= PASSWORD_MAX_LENGTH, {
    error: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
    params: { code: 'too_long', limit: PASSWORD_MAX_LENGTH },
    abort: true,
  })
  .refine((pwd) => !isCommonPassword(pwd), {
    error: 'is one of the 10,000 most common passwords; choose another',
    params: { code: 'common_password' },
  });

const LANGUAGE_CODES = [...new Set(LANGUAGES.flatMap((l) => [l.frontend_code, l.backend_code]))];

/** Either code of a language option (`de`, or `original` / `none` for Original); stored as its frontend_code. */
export const languageSchema = text()
  .refine((code) => (LANGUAGE_CODES as readonly string[]).includes(code), {
    error: `must be one of ${LANGUAGE_CODES.join(', ')}`,
  })
  .transform((code): Lang => {
    const option = LANGUAGES.find((l) => l.frontend_code === code || l.backend_code === code);
    return (option ?? LANGUAGES[0]).frontend_code;
  });

export const registerSchema = z.object(
  { username: usernameSchema, email: emailSchema, pwd: newPasswordSchema, language: languageSchema },
  { error: 'must be a JSON object' },
);

/**
 * Login checks only the types: a malformed email or a too-short password gets the same 401 as a wrong one, so the
 * answer never tells which part was wrong. `altcha` is a solved proof of work (lib/auth/login-proof.ts), needed only
 * past the account's ceiling for untrusted clients; one that is not a valid proof counts as none.
 */
export const loginSchema = z.object(
  {
    email: text().trim().toLowerCase(),
    pwd: text(),
    altcha: z.string({ error: 'must be a string' }).optional(),
  },
  { error: 'must be a JSON object' },
);

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
