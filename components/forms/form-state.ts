/**
 * What a form's server action answers: a message for the whole form, messages per field, what to refill, and a
 * confirmation. The same shape serves the account forms and the discussion forms.
 */
export type FormState = {
  error?: string;
  notice?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};
