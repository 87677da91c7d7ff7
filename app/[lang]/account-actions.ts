'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  clearSessionCookies,
  endSession,
  endSessionByRefreshToken,
  secureCookiesFor,
  loginSchema,
  loginWithPassword,
  readSession,
  readSessionTokens,
  registerAccount,
  registerSchema,
  writeSessionCookies,
} from '@/lib/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/credentials';
import { normalizePassword } from '@/lib/auth/password';
import { clientAddress } from '@/lib/http/client-address';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import type { AccountField, AccountFormState } from '@/components/account/form-state';

// The web UI signs in through these server actions (backend-for-frontend): the tokens go straight into httpOnly
// cookies and never reach page scripts. Next.js refuses a server action whose Origin is not this host.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

async function startBrowserSession(tokens: { token: string; refreshToken: string }): Promise<void> {
  writeSessionCookies(await cookies(), tokens, secureCookiesFor({ headers: await headers() }));
}

export async function logIn(lang: Lang, _previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const t = await getTranslations({ locale: lang, namespace: 'account.errors' });
  const values = { email: text(form, 'email') };
  const fieldErrors: AccountFormState['fieldErrors'] = {};
  if (!values.email.trim()) fieldErrors.email = t('required');
  if (!text(form, 'pwd')) fieldErrors.pwd = t('required');
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, values };

  const input = loginSchema.parse({ email: values.email, pwd: text(form, 'pwd') });
  const result = await loginWithPassword(input, { clientAddress: clientAddress({ headers: await headers() }) });
  if (!result.ok) {
    // Spec §8: the login error is handed back to the caller and shown.
    const error =
      result.reason === 'limited'
        ? t('rateLimited', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })
        : t('loginFailed');
    return { error, values };
  }
  await startBrowserSession(result.tokens);
  redirect(localizedHref('/', lang));
}

export async function register(lang: Lang, _previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const t = await getTranslations({ locale: lang, namespace: 'account.errors' });
  const raw = { username: text(form, 'username'), email: text(form, 'email'), pwd: text(form, 'pwd'), language: text(form, 'language') };
  const values = { username: raw.username, email: raw.email, language: raw.language };
  const parsed = registerSchema.safeParse(raw);
  if (!parsed.success) {
    const failed = new Set(parsed.error.issues.map((issue) => issue.path[0] as AccountField));
    const fieldErrors: AccountFormState['fieldErrors'] = {};
    if (failed.has('username')) fieldErrors.username = raw.username ? t('usernameRule') : t('required');
    if (failed.has('email')) fieldErrors.email = raw.email.trim() ? t('emailInvalid') : t('required');
    if (failed.has('pwd')) {
      const length = [...normalizePassword(raw.pwd)].length;
      fieldErrors.pwd = !raw.pwd
        ? t('required')
        : length < PASSWORD_MIN_LENGTH
          ? t('tooShort', { min: PASSWORD_MIN_LENGTH })
          : length > PASSWORD_MAX_LENGTH
            ? t('tooLong', { max: PASSWORD_MAX_LENGTH })
            : t('passwordCommon');
    }
    if (failed.has('language')) fieldErrors.language = t('unexpected');
    return { fieldErrors, values };
  }
  const result = await registerAccount(parsed.data);
  if (!result.ok) {
    return { fieldErrors: { [result.field]: t(result.field === 'username' ? 'usernameTaken' : 'emailTaken') }, values };
  }
  await startBrowserSession(result.tokens);
  const home = isLang(parsed.data.language) ? parsed.data.language : lang;
  redirect(localizedHref('/', home));
}

/**
 * Spec §4 logout for the browser: ends the session on the server (its access and its refresh tokens together, since
 * they share one session) and deletes the cookies. An error comes back as a value; the caller logs it and the session
 * stays (spec §8).
 */
export async function logOut(): Promise<{ ok: true } | { ok: false; error: string }> {
  const jar = await cookies();
  const tokens = readSessionTokens(jar);
  const session = await readSession(tokens);
  let ended = false;
  if (session) {
    await endSession(session.sessionId);
    ended = true;
  } else if (tokens.refresh) {
    ended = await endSessionByRefreshToken(tokens.refresh);
  }
  if (!ended) return { ok: false, error: 'No active session to end' };
  clearSessionCookies(jar, secureCookiesFor({ headers: await headers() }));
  return { ok: true };
}
