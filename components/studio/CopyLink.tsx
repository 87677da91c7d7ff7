'use client';

import { useState } from 'react';

/**
 * A link shown as text the product team can select, with a button that copies it (navigator.clipboard); the outcome
 * is announced. Where the browser refuses (no secure context, no permission), it says to copy by hand. A `warning`
 * about the link (it leads to pages without a camera) is shown with it and said again once it is copied.
 */
export function CopyLink(props: {
  url: string;
  label: string;
  hint: string;
  copy: string;
  copied: string;
  copyFailed: string;
  warning?: string | null;
}) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <div className="field copy-link">
      <label htmlFor="participant-link">{props.label}</label>
      <div className="copy-link-row">
        <input
          id="participant-link"
          type="text"
          readOnly
          value={props.url}
          dir="ltr"
          aria-describedby={props.warning ? 'participant-link-hint participant-link-warning' : 'participant-link-hint'}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button secondary" onClick={copy}>
          {props.copy}
        </button>
      </div>
      <p className="field-hint" id="participant-link-hint">
        {props.hint}
      </p>
      {props.warning ? (
        <p className="copy-link-warning" id="participant-link-warning">
          {props.warning}
        </p>
      ) : null}
      <p role="status" className="copy-link-outcome">
        {outcome === 'copied'
          ? `${props.copied}${props.warning ? ` ${props.warning}` : ''}`
          : outcome === 'failed'
            ? props.copyFailed
            : ''}
      </p>
    </div>
  );
}
