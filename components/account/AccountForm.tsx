'use client';

import { useActionState } from 'react';
import type { AccountField, AccountFormState } from './form-state';

export type FieldSpec = {
  name: AccountField;
  label: string;
  type: 'email' | 'password' | 'text' | 'select';
  autoComplete: string;
  hint?: string;
  options?: { value: string; label: string }[];
  defaultValue?: string;
};

/**
 * The login and registration forms: a server action, field-level messages tied to their inputs with
 * aria-describedby, and a form-level message announced by screen readers. Works without JavaScript too.
 */
export function AccountForm(props: {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
  fields: FieldSpec[];
  submitLabel: string;
  pendingLabel: string;
}) {
  const [state, formAction, pending] = useActionState(props.action, {});
  return (
    <form action={formAction} className="account-form" noValidate>
      {state.error ? (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      ) : null}
      {props.fields.map((field) => {
        const id = `field-${field.name}`;
        const error = state.fieldErrors?.[field.name];
        const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
        const remembered = field.name === 'pwd' ? undefined : (state.values?.[field.name as 'email' | 'username' | 'language'] ?? field.defaultValue);
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'select' ? (
              <select id={id} name={field.name} defaultValue={remembered} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                defaultValue={remembered}
                required
                dir={field.type === 'text' ? 'auto' : 'ltr'}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
              />
            )}
            {field.hint ? (
              <p className="field-hint" id={`${id}-hint`}>
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button primary" disabled={pending}>
        {pending ? props.pendingLabel : props.submitLabel}
      </button>
    </form>
  );
}
