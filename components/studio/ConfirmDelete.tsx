'use client';

import { useId, useState } from 'react';

/**
 * A destructive button that asks first: the first press says what will be lost and offers the real button and a way
 * back; only the second press posts to the server action (which deletes and moves on).
 */
export function ConfirmDelete(props: {
  action: () => Promise<void>;
  label: string;
  question: string;
  confirm: string;
  cancel: string;
}) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  if (!asking) {
    return (
      <button type="button" className="button secondary small danger" onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  }
  return (
    <form action={props.action} className="confirm-delete" role="group" aria-labelledby={questionId}>
      <p id={questionId} role="alert">
        {props.question}
      </p>
      <button type="submit" className="button small danger">
        {props.confirm}
      </button>{' '}
      <button type="button" className="button secondary small" onClick={() => setAsking(false)} autoFocus>
        {props.cancel}
      </button>
    </form>
  );
}
