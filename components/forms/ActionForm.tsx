'use client';

import { useActionState, useState, type ReactNode } from 'react';
import type { FormState } from './form-state';
import { MarkdownPreview, type PreviewLabels, type RenderPreview } from './MarkdownPreview';

export type FieldSpec = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'search' | 'url' | 'select' | 'textarea' | 'hidden';
  autoComplete?: string;
  hint?: string;
  options?: { value: string; label: string }[];
  defaultValue?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  /** A markdown textarea's "Preview" button: the server renders what it holds, as it would be posted. */
  preview?: { render: RenderPreview; labels: PreviewLabels };
};

/**
 * A form posting to a server action: field-level messages tied to their inputs with aria-describedby, a form-level
 * message announced as an alert, a confirmation announced as a status. Works without JavaScript too.
 */
export function ActionForm<State extends FormState = FormState>(props: {
  action: (state: State, form: FormData) => Promise<State>;
  fields: FieldSpec[];
  submitLabel: string;
  pendingLabel: string;
  className?: string;
  /** Distinguishes several forms of one page in the ids of their fields. */
  idPrefix?: string;
  /** What the form shows before its button for the state its action answered (the login's proof of work). */
  beforeSubmit?: (state: State) => ReactNode;
}) {
  const [state, formAction, pending] = useActionState<State, FormData>(props.action, {} as Awaited<State>);
  // The server never sends a password back, and React resets a form's uncontrolled fields after its action: held
  // here, in the browser only, a password survives a failure (a taken username, a wrong password) and needs no retyping.
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const prefix = props.idPrefix ?? 'field';
  return (
    <form action={formAction} className={props.className ?? 'action-form'} noValidate>
      <FormMessages state={state} />
      {props.fields.map((field) => {
        if (field.type === 'hidden')
          return <input key={field.name} type="hidden" name={field.name} value={field.defaultValue ?? ''} />;
        const id = `${prefix}-${field.name}`;
        const error = state.fieldErrors?.[field.name];
        const describedBy =
          [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
        const value =
          field.type === 'password'
            ? {
                value: passwords[field.name] ?? '',
                onChange: (event: { target: { value: string } }) =>
                  setPasswords((held) => ({ ...held, [field.name]: event.target.value })),
              }
            : { defaultValue: state.values?.[field.name] ?? field.defaultValue };
        const common = {
          id,
          name: field.name,
          ...value,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
        } as const;
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'select' ? (
              // Keyed by what the server sent back: React's reset after an action restores a select to the default it
              // was mounted with, so a refused form would otherwise show its first choice instead of the one sent.
              <select {...common} key={state.values?.[field.name] ?? ''}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'textarea' ? (
              <textarea
                {...common}
                rows={field.rows ?? 6}
                maxLength={field.maxLength}
                required={field.required ?? true}
                dir="auto"
              />
            ) : (
              <input
                {...common}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                required={field.required ?? true}
                dir={field.type === 'text' || field.type === 'search' ? 'auto' : 'ltr'}
              />
            )}
            {field.preview ? (
              <MarkdownPreview fieldId={id} render={field.preview.render} labels={field.preview.labels} />
            ) : null}
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
      {props.beforeSubmit?.(state)}
      <button type="submit" className="button primary" disabled={pending}>
        {pending ? props.pendingLabel : props.submitLabel}
      </button>
    </form>
  );
}

/** A form's own message (an alert: what went wrong for the whole form) and its confirmation (a status). */
export function FormMessages({ state }: { state: FormState }) {
  return (
    <>
      {state.error ? (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      ) : null}
      {state.notice ? (
        <p className="form-notice" role="status">
          {state.notice}
        </p>
      ) : null}
    </>
  );
}
