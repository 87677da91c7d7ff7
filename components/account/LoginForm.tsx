'use client';

import { ActionForm, type FieldSpec } from '@/components/forms/ActionForm';
import type { LoginFormState } from './login-form-state';
import { LoginProof, type ProofStrings } from './LoginProof';

/**
 * The login form: email and password posted to the login action (app/[lang]/_lib/account-actions.ts `logIn`, passed
 * down as a prop), and past the account's ceiling of failed logins the proof of work that lets the right password in.
 */
export function LoginForm(props: {
  action: (state: LoginFormState, form: FormData) => Promise<LoginFormState>;
  fields: FieldSpec[];
  submitLabel: string;
  pendingLabel: string;
  proofStrings: ProofStrings;
  /** The page's `<html lang>`: the widget's texts are registered under it. */
  language: string;
}) {
  return (
    <ActionForm<LoginFormState>
      className="account-form"
      action={props.action}
      fields={props.fields}
      submitLabel={props.submitLabel}
      pendingLabel={props.pendingLabel}
      beforeSubmit={(state) => (
        <LoginProof proof={state.proof} strings={props.proofStrings} language={props.language} />
      )}
    />
  );
}
