'use client';

import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import type { LoginFormState } from './login-form-state';

/** The widget's texts that can show in a proof of work the page solves by itself, in the page's language. */
export interface ProofStrings {
  label: string;
  verifying: string;
  verified: string;
  error: string;
  expired: string;
  waitAlert: string;
  verificationRequired: string;
  verify: string;
  loading: string;
  reload: string;
}

/**
 * The widget's settings: nothing of ALTCHA's own shows or is collected (no logo, no link to its site, no pointer and
 * scroll samples, which only its hosted service reads), and no artificial delay after the work is done.
 */
const CONFIGURATION = JSON.stringify({
  hideLogo: true,
  hideFooter: true,
  humanInteractionSignature: false,
  minDuration: 0,
});

/** Loads the widget (once per page) and gives it our texts under `language`, the page's `<html lang>`. */
async function loadWidget(language: string, strings: ProofStrings): Promise<void> {
  await import('altcha');
  // The widget picks its texts by language (and writes right to left for `fa`); ALTCHA's English fills the texts of
  // features we never use (image and audio codes).
  globalThis.$altcha.i18n.set(language, { ...globalThis.$altcha.i18n.get('en'), ...strings });
}

/**
 * The proof of work a login needs once the account is past its ceiling of failed logins from untrusted clients
 * (lib/auth/login-proof.ts). Nothing loads until the server sends a challenge; then the ALTCHA widget solves it in a
 * web worker at once and puts the solution in the form's `altcha` field, and when the refused attempt came without a
 * proof (`resend`) the form sends itself again, so the member only sees a short check.
 */
export function LoginProof({
  proof,
  strings,
  language,
}: {
  proof: LoginFormState['proof'];
  strings: ProofStrings;
  language: string;
}) {
  const [loaded, setLoaded] = useState<'no' | 'yes' | 'failed'>('no');
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!proof || loaded !== 'no') return;
    let live = true;
    loadWidget(language, strings).then(
      () => live && setLoaded('yes'),
      (error: unknown) => {
        console.error('[login] the proof-of-work widget did not load:', error);
        if (live) setLoaded('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [proof, loaded, language, strings]);

  useEffect(() => {
    const element = widget.current;
    if (!element || !proof?.resend) return;
    const resend = () => element.closest('form')?.requestSubmit();
    element.addEventListener('verified', resend);
    return () => element.removeEventListener('verified', resend);
  }, [loaded, proof]);

  if (!proof) return null;
  if (loaded === 'failed')
    return (
      <p className="form-error" role="alert">
        {strings.error}
      </p>
    );
  if (loaded === 'no') return null;
  return (
    // A new challenge is a new widget: the one before holds a spent solution.
    <div className="field login-proof" key={proof.challenge}>
      <altcha-widget
        ref={widget}
        challenge={proof.challenge}
        auto="onload"
        name="altcha"
        language={language}
        configuration={CONFIGURATION}
      />
    </div>
  );
}
