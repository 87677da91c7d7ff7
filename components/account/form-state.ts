import type { FormState } from '@/components/forms/form-state';

export type AccountField = 'email' | 'pwd' | 'username' | 'language';
export type AccountFormState = FormState;

/** Spec §4/§9: after logout the browser goes to '/' after this delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 500;
