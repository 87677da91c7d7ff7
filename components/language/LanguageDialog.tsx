'use client';

import { useEffect, useRef } from 'react';
import type { Lang } from '@/lib/i18n/languages';

export type LanguageChoice = { code: Lang; displayName: string; endonym: string };
export type LanguageDialogLabels = { title: string; close: string; current: string };

/** Spec §2: the language dialog, titled 'Select Language' (translated), with a Close button. */
export function LanguageDialog(props: {
  current: Lang;
  languages: readonly LanguageChoice[];
  labels: LanguageDialogLabels;
  onSelect: (lang: Lang) => void;
  onClose: () => void;
}) {
  const { current, languages, labels, onSelect, onClose } = props;
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLButtonElement>('button[aria-current="true"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

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
                  <span>{language.displayName}</span>
                  {language.endonym && language.endonym !== language.displayName ? (
                    <span className="endonym" lang={language.code} dir="auto">
                      {language.endonym}
                    </span>
                  ) : null}
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
