'use client';

import { useId, useState } from 'react';
import { atMoment } from './MomentLink';

export type MomentStrings = {
  copyLink: string;
  linkCopied: string;
  copyFailed: string;
  notes: string;
  noNotes: string;
  /** With `{time}`. */
  noteAt: string;
  addNote: string;
  allNotes: string;
};

export interface ReplayNoteView {
  at: number;
  body: string;
  author: string;
}

/** The replay's address at a moment (ms since the epoch): the page's own, with `t`. */
export const momentUrl = (at: number, href = window.location.href): string => atMoment(href, at);

/** "Copy link at this moment": the address of the moment shown, to the clipboard (or shown, to copy by hand). */
export function CopyMomentLink({ at, strings }: { at: number; strings: MomentStrings }) {
  const [outcome, setOutcome] = useState<{ copied: boolean; url: string } | null>(null);
  const copy = async () => {
    const url = momentUrl(at);
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ copied: true, url });
    } catch {
      setOutcome({ copied: false, url });
    }
  };
  return (
    <span className="replay-copy">
      <button type="button" className="button" onClick={copy}>
        {strings.copyLink}
      </button>
      <span aria-live="polite">
        {outcome?.copied ? strings.linkCopied : null}
        {outcome && !outcome.copied ? (
          <>
            {strings.copyFailed}{' '}
            <input
              type="text"
              readOnly
              value={outcome.url}
              dir="ltr"
              aria-label={strings.copyLink}
              onFocus={(event) => event.target.select()}
            />
          </>
        ) : null}
      </span>
    </span>
  );
}

/** The session's notes, each jumping to its moment with a link to share, and a form for a note on the moment shown. */
export function NotesPanel({
  notes,
  at,
  origin,
  clock,
  jump,
  addNote,
  notesHref,
  strings,
}: {
  notes: readonly ReplayNoteView[];
  /** The moment shown (ms since the epoch). */
  at: number;
  origin: number;
  clock: (offset: number) => string;
  jump: (offset: number) => void;
  addNote?: (at: number, body: string) => Promise<{ error?: string }>;
  /** The team's list of every note. */
  notesHref: string;
  strings: MomentStrings;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();
  const label = strings.noteAt.replace('{time}', clock(at - origin));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!addNote) return;
    setPending(true);
    try {
      const answer = await addNote(Math.round(at), body);
      setError(answer.error ?? null);
      if (!answer.error) setBody('');
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="replay-panel replay-notes" aria-labelledby="replay-notes">
      <h2 id="replay-notes">{strings.notes}</h2>
      {notes.length === 0 ? (
        <p>{strings.noNotes}</p>
      ) : (
        <ul>
          {notes.map((note, index) => (
            <li key={index}>
              <button type="button" className="link-button" onClick={() => jump(note.at - origin)}>
                {clock(note.at - origin)}
              </button>{' '}
              <bdi>{note.author}</bdi>: <span dir="auto">{note.body}</span>
            </li>
          ))}
        </ul>
      )}
      {addNote ? (
        <form onSubmit={submit} className="replay-note-form">
          <label htmlFor={fieldId}>{label}</label>
          <textarea
            id={fieldId}
            rows={2}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            required
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          {error ? (
            <p role="alert" className="form-error" id={`${fieldId}-error`}>
              {error}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={pending}>
            {strings.addNote}
          </button>
        </form>
      ) : null}
      <p>
        <a href={notesHref}>{strings.allNotes}</a>
      </p>
    </section>
  );
}
