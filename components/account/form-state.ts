/** What an account form action answers: a message for the whole form, messages per field, and what to refill. */
export type AccountField = 'email' | 'pwd' | 'username' | 'language';
export type AccountFormState = {
  error?: string;
  fieldErrors?: Partial<Record<AccountField, string>>;
  values?: { email?: string; username?: string; language?: string };
};

/** Spec §4/§9: after logout the browser goes to '/' after this delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 500;
