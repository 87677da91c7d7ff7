'use client';

import { useEffect, useRef } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { useFocusTrap } from '@/components/a11y/focus-trap';

/** A language as the dialog offers it: named in itself (lib/i18n/languages.ts `languageChoices`). */
export type LanguageChoice = { code: Lang; ownName: string; htmlLang: string; dir: 'ltr' | 'rtl' };
export type LanguageDialogLabels = { title: string; close: string; current: string };

/** The language dialog, titled 'Select Language' (translated), with a Close button. */
export function LanguageDialog(props: {
  current: Lang;
  languages: readonly LanguageChoice[];
  labels: LanguageDialogLabels;
  onSelect: (lang: Lang) => void;
  onClose: () => void;
}) {
  const { current, languages, labels, onSelect, onClose } = props;
  const dialogRef = useRef<HTMLDivElement>(null);

  useFocusTrap(dialogRef, onClose);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLButtonElement>('button[aria-current="true"]')?.focus();
    return () => opener?.focus?.();
  }, []);

  return (
    <div className="dialog-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} className="dialog" role="dialog" aria-modal="true" aria-labelledby="language-dialog-title">
        <h2 id="language-dialog-title">{labels.title}</h2>
        <ul className="language-list">
          {languages.map((language) => {
            const isCurrent = language.code === current;
            return (
              <li key={language.code}>
                <button
                  type="button"
                  className="language-option"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => (isCurrent ? onClose() : onSelect(language.code))}
                >
                  {/* Each option in its own language and script, so a reader who cannot read the page still finds theirs. */}
                  <span lang={language.htmlLang} dir={language.dir}>
                    {language.ownName}
                  </span>
                  {isCurrent ? <span className="current-mark">({labels.current})</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className="button secondary" onClick={onClose}>
          {labels.close}
        </button>
      </div>
    </div>
  );
}
