'use client';

import { useActionState, useState } from 'react';
import type { FormState } from '@/components/forms/form-state';

/**
 * A one-button form whose action is asked about first (starting, closing or reopening a usability test changes what
 * participants get): the button opens the question in place, with "yes" (focused) and "cancel"; only "yes" posts.
 */
export function ConfirmedButtonForm(props: {
  action: (state: FormState) => Promise<FormState>;
  label: string;
  question: string;
  confirm: string;
  cancel: string;
  className?: string;
}) {
  const [state, formAction, pending] = useActionState(props.action, {});
  const [asking, setAsking] = useState(false);
  const error = state.error ? (
    <span className="inline-error" role="alert">
      {state.error}
    </span>
  ) : null;
  if (!asking) {
    return (
      <span className="inline-form">
        <button type="button" className={props.className ?? 'button secondary'} onClick={() => setAsking(true)}>
          {props.label}
        </button>
        {error}
      </span>
    );
  }
  return (
    <form action={formAction} className="confirm-form" role="group" aria-label={props.label}>
      <p>{props.question}</p>
      <div className="confirm-actions">
        {/* Focused as it appears: the keyboard user who asked answers next. */}
        <button type="submit" className="button primary small" disabled={pending} autoFocus>
          {props.confirm}
        </button>
        <button type="button" className="button secondary small" onClick={() => setAsking(false)}>
          {props.cancel}
        </button>
      </div>
      {error}
    </form>
  );
}
