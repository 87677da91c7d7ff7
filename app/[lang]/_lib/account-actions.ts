'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  clearSessionCookies,
  endSessionByTokens,
  secureCookiesFor,
  SESSION_NEEDS_HTTPS,
  sessionCookiesRefused,
  loginSchema,
  loginWithPassword,
  readDeviceCookie,
  readSessionTokens,
  registerAccount,
  registerSchema,
  writeDeviceCookie,
  writeSessionCookies,
} from '@/lib/auth';
import { failure, failureOfAll, zodFailures, type Failure } from '@/lib/errors';
import { clientAddress } from '@/lib/http/client-address';
import { isLang, LANG_COOKIE_MAX_AGE_S, LANG_PARAM, type Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import type { FormState } from '@/components/forms/form-state';
import type { LoginFormState } from '@/components/account/login-form-state';
import { formArg, langArg, previousStateArg, serverAction } from './action-input';
import { formFailure } from './form-failure';

// The web UI signs in through these server actions (backend-for-frontend): the tokens go straight into httpOnly
// cookies and never reach page scripts. Next.js refuses a server action whose Origin is not this host; serverAction
// refuses what the forms send that no part of the site can read, before anything else.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Starts the browser session and takes the member to the home screen in their preferred language, which also becomes
 * the saved setting (the `lang` cookie the proxy reads), so the next page without `?lang=` stays in it.
 */
async function startBrowserSession(
  tokens: { token: string; refreshToken: string },
  member: { username: string },
  preferred: Lang,
  { firstVisit = false } = {},
): Promise<never> {
  const jar = await cookies();
  const secure = secureCookiesFor({ headers: await headers() });
  writeSessionCookies(jar, tokens, secure, member);
  jar.set(LANG_PARAM, preferred, { path: '/', maxAge: LANG_COOKIE_MAX_AGE_S, sameSite: 'lax', secure });
  // A new account is greeted with "Welcome", not "Welcome back" (`welcome=new`).
  redirect(localizedHref('/', preferred, { welcome: firstVisit ? 'new' : undefined }));
}

/** How a sign-in form says that what it sent cannot be read. */
const refusedForm = (failure: Failure, lang: Lang): FormState => formFailure(lang, failure, {});

export const logIn = serverAction(
  [langArg, previousStateArg, formArg],
  refusedForm,
  async (lang, _previous, form): Promise<LoginFormState> => {
    const values = { email: text(form, 'email') };
    const missing = ['email', 'pwd'].filter((name) => !text(form, name).trim());
    if (missing.length > 0)
      return formFailure(
        lang,
        failureOfAll(missing.map((field) => failure('required', `${field}: is required`, { field }))),
        values,
      );

    // The widget's solved proof of work, there only once the account is past its ceiling (LoginProof).
    const altcha = text(form, 'altcha') || undefined;
    const input = loginSchema.parse({ email: values.email, pwd: text(form, 'pwd'), altcha });
    const requestHeaders = await headers();
    // Before the password is checked (and counted): the browser would drop the session's cookies.
    if (sessionCookiesRefused({ headers: requestHeaders })) return formFailure(lang, SESSION_NEEDS_HTTPS, values);
    const jar = await cookies();
    const secure = secureCookiesFor({ headers: requestHeaders });
    const result = await loginWithPassword(input, {
      clientAddress: clientAddress({ headers: requestHeaders }),
      device: readDeviceCookie(jar, secure),
    });
    if (!result.ok) {
      // The login error is handed back to the caller and shown; past the account's ceiling, with the challenge that
      // the form's widget solves.
      const state = formFailure(lang, result, values, { limit: 'logins' });
      if (!('challenge' in result)) return state;
      return { ...state, proof: { challenge: JSON.stringify(result.challenge), resend: altcha === undefined } };
    }
    // This browser is now trusted for the account, and still for the others its cookie held: strangers' failed logins
    // no longer keep it out of any of them.
    writeDeviceCookie(jar, result.deviceCookie, secure);
    // The member's own language, not the login page's: a Persian reader who opened /login in the original lands in فارسی.
    return startBrowserSession(result.tokens, result.user, isLang(result.user.language) ? result.user.language : lang);
  },
);

export const register = serverAction(
  [langArg, previousStateArg, formArg],
  refusedForm,
  async (lang, _previous, form): Promise<FormState> => {
    const raw = {
      username: text(form, 'username'),
      email: text(form, 'email'),
      pwd: text(form, 'pwd'),
      language: text(form, 'language'),
    };
    const values = { username: raw.username, email: raw.email, language: raw.language };
    const parsed = registerSchema.safeParse(raw);
    if (!parsed.success) {
      // A field left empty reads "required" in the form, whatever rule the API names for it.
      const failures = zodFailures(parsed.error).map((one) =>
        raw[one.field as keyof typeof raw] === '' ? { ...one, code: 'required' as const } : one,
      );
      return formFailure(lang, failureOfAll(failures), values);
    }
    const requestHeaders = await headers();
    // Before the account exists: its first session would be dropped by the browser.
    if (sessionCookiesRefused({ headers: requestHeaders })) return formFailure(lang, SESSION_NEEDS_HTTPS, values);
    const jar = await cookies();
    const secure = secureCookiesFor({ headers: requestHeaders });
    // The browser's device cookie goes in, so the accounts it already vouches for stay in the one written back.
    const result = await registerAccount(parsed.data, {
      clientAddress: clientAddress({ headers: requestHeaders }),
      device: readDeviceCookie(jar, secure),
    });
    if (!result.ok) return formFailure(lang, result, values, { limit: 'registrations' });
    // The browser that registered is the owner's: trusted from the start, as after a login.
    writeDeviceCookie(jar, result.deviceCookie, secure);
    return startBrowserSession(result.tokens, result.user, isLang(result.user.language) ? result.user.language : lang, {
      firstVisit: true,
    });
  },
);

/**
 * Logout for the browser: ends the session on the server (its access and its refresh tokens together, since
 * they share one session) and deletes the cookies. An error comes back as a value; the caller logs it and the session
 * stays (the client keeps what it cannot be sure was ended).
 */
export const logOut = serverAction(
  [],
  (failure): { ok: false; error: string } => ({ ok: false, error: failure.error }),
  async (): Promise<{ ok: true } | { ok: false; error: string }> => {
    const jar = await cookies();
    // Idempotent like the API's logout: a session that already ended (in another tab, by logout/access) still succeeds.
    if (!(await endSessionByTokens(readSessionTokens(jar, secureCookiesFor({ headers: await headers() })))))
      return { ok: false, error: 'No active session to end' };
    clearSessionCookies(jar, secureCookiesFor({ headers: await headers() }));
    return { ok: true };
  },
);
