import type { FormState } from '@/components/forms/form-state';

/**
 * What the login form's action answers: a form's state and, past the account's ceiling of failed logins, a
 * proof-of-work challenge (ALTCHA's JSON) for the form's widget to solve. `resend`: the refused attempt came without a
 * proof, so the form sends itself again once the widget has solved it (never after an attempt that had one, so a proof
 * the server refuses cannot make the form send itself in a loop).
 */
export type LoginFormState = FormState & { proof?: { challenge: string; resend: boolean } };
