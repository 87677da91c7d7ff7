'use client';

import { useEffect, useRef, useState } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { useFocusTrap } from '@/components/a11y/focus-trap';
import { applyChoices, clearChoices, filterScope, initialChoices, useFilterList } from './filters';
import { hasSessionHint } from '@/components/account/current-user';

export type FilterPanelLabels = {
  title: string;
  catalogueTitle: string;
  apply: string;
  clear: string;
  close: string;
  any: string;
  catalogueAny: string;
};

/**
 * The filter panel: one choice per filter, kept in session storage; Apply filters the list of the page
 * it is opened on (filterScope: /home, /random, a group, the catalogue with its own category filter; elsewhere
 * /random), Clear removes the choices.
 */
export default function FilterPanel(props: { lang: Lang; labels: FilterPanelLabels; onClose: () => void }) {
  const { lang, labels, onClose } = props;
  // Read once: the panel lives on one page load (it navigates to apply).
  const [scope] = useState(() => filterScope(window.location.pathname, hasSessionHint()));
  const filters = useFilterList(lang).filter((filter) => scope.keys.includes(filter.key));
  const [chosen, setChosen] = useState(() => initialChoices(scope, window.location.search));
  const panelRef = useRef<HTMLDivElement>(null);

  useFocusTrap(panelRef, onClose);
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('select, button')?.focus();
  }, []);

  return (
    <div
      ref={panelRef}
      className="panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="filter-panel-title"
      id="filter-panel"
    >
      <h2 id="filter-panel-title">{scope.kind === 'catalogue' ? labels.catalogueTitle : labels.title}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          window.location.assign(applyChoices(scope, chosen, lang, window.location.search));
        }}
      >
        {filters.map((filter) => (
          <div className="field" key={filter.key}>
            <label htmlFor={`filter-${filter.key}`}>{filter.label}</label>
            <select
              id={`filter-${filter.key}`}
              value={chosen[filter.key] ?? ''}
              onChange={(event) => setChosen({ ...chosen, [filter.key]: event.target.value })}
            >
              <option value="">{scope.kind === 'catalogue' ? labels.catalogueAny : labels.any}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="panel-actions">
          <button type="submit" className="button primary">
            {labels.apply}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              setChosen({});
              window.location.assign(clearChoices(scope, lang, window.location.search));
            }}
          >
            {labels.clear}
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            {labels.close}
          </button>
        </div>
      </form>
    </div>
  );
}
