'use client';

import { Fragment, useEffect, useId, useRef } from 'react';
import { useFocusTrap } from '@/components/a11y/focus-trap';
import { SHORTCUT_SHEET, type KeyName, type SheetAction } from '@/lib/studio/replay-shortcuts';

export type ShortcutSheetStrings = {
  title: string;
  close: string;
  /** The checkbox that turns the single-key shortcuts on and off. */
  singleKeys: string;
  /** Between two keys that do the same ("or"). */
  or: string;
  actions: Record<SheetAction, string>;
  keys: Record<KeyName, string>;
};

/**
 * The player's keyboard shortcuts (`?`, or its button): every key and what it does, and a checkbox that turns the
 * single-key ones off for a keyboard or a speech input that types them by chance. A dialog: focus is kept inside,
 * Escape closes it, and focus goes back where it was.
 */
export function ShortcutSheet({
  singleKeys,
  onSingleKeys,
  onClose,
  strings,
}: {
  singleKeys: boolean;
  onSingleKeys: (on: boolean) => void;
  onClose: () => void;
  strings: ShortcutSheetStrings;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const checkId = useId();
  useFocusTrap(ref, onClose);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <div className="dialog-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className="dialog replay-shortcuts" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{strings.title}</h2>
        <button type="button" className="button secondary replay-shortcuts-close" onClick={onClose}>
          {strings.close}
        </button>
        <table>
          <tbody>
            {SHORTCUT_SHEET.map((row) => (
              <tr key={row.action} data-action={row.action}>
                <th scope="row">{strings.actions[row.action]}</th>
                <td>
                  <bdi dir="ltr">
                    {row.keys.map((combination, index) => (
                      <Fragment key={index}>
                        {index > 0 ? <span className="or"> {strings.or} </span> : null}
                        {combination.map((cap, capIndex) => (
                          <Fragment key={capIndex}>
                            {capIndex > 0 ? ' + ' : null}
                            <kbd>{'name' in cap ? strings.keys[cap.name] : cap.text}</kbd>
                          </Fragment>
                        ))}
                      </Fragment>
                    ))}
                  </bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="field checkbox">
          <input
            id={checkId}
            type="checkbox"
            checked={singleKeys}
            onChange={(event) => onSingleKeys(event.target.checked)}
          />
          <label htmlFor={checkId}>{strings.singleKeys}</label>
        </p>
      </div>
    </div>
  );
}
