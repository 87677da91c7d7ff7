'use client';

import { useActionState } from 'react';
import type { FormState } from '@/components/forms/form-state';

/**
 * A one-button form (upvote, join, leave) posting to a server action, with its failure shown beside it. A pressed
 * toggle stays clickable: pressing it again undoes it (an upvote taken back).
 */
export function ButtonForm(props: {
  action: (state: FormState) => Promise<FormState>;
  label: string;
  pressed?: boolean;
  className?: string;
}) {
  const [state, formAction, pending] = useActionState(props.action, {});
  return (
    <form action={formAction} className="inline-form">
      <button
        type="submit"
        className={props.className ?? 'button secondary small'}
        aria-pressed={props.pressed}
        disabled={pending}
      >
        {props.label}
      </button>
      {state.error ? (
        <span className="inline-error" role="alert">
          {state.error}
        </span>
      ) : null}
    </form>
  );
}
