'use client';

import { useState } from 'react';

/** Renders markdown to sanitized HTML on the server (app/[lang]/_lib/discussion-actions.ts `previewMarkdown`). */
export type RenderPreview = (markdown: string) => Promise<string>;
export type PreviewLabels = { show: string; title: string; empty: string };

/**
 * "Preview" under a markdown field: shows the text as it will look once posted. The HTML comes from the same
 * sanitizing renderer that stores posts, on the server, so nothing the member typed reaches the page unsanitized.
 */
export function MarkdownPreview({
  fieldId,
  render,
  labels,
}: {
  fieldId: string;
  render: RenderPreview;
  labels: PreviewLabels;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const show = async () => {
    const field = document.getElementById(fieldId);
    const markdown = field instanceof HTMLTextAreaElement ? field.value : '';
    setPending(true);
    try {
      setHtml(markdown.trim() ? await render(markdown) : '');
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="markdown-preview">
      <button
        type="button"
        className="button secondary small"
        onClick={show}
        disabled={pending}
        aria-controls={`${fieldId}-preview`}
      >
        {labels.show}
      </button>
      <section id={`${fieldId}-preview`} aria-label={labels.title} aria-live="polite" hidden={html === null}>
        {html ? (
          <div className="prose preview" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="meta">{labels.empty}</p>
        )}
      </section>
    </div>
  );
}
