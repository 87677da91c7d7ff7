'use client';

import { useEffect, useRef, useState } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { useFocusTrap } from '@/components/a11y/focus-trap';
import { clearChosenFilters, filteredHref, isFilteredPage, loadChosenFilters, saveChosenFilters, useFilterList } from './filters';
import { hasSessionHint } from './current-user';

export type FilterPanelLabels = { title: string; apply: string; clear: string; close: string; any: string };

/**
 * The filter panel (spec §2/§4): one choice per filter, kept in session storage; Apply shows the filtered questions
 * (the current page when it is /home or /random, otherwise /random), Clear removes the choices.
 */
export default function FilterPanel(props: { lang: Lang; labels: FilterPanelLabels; onClose: () => void }) {
  const { lang, labels, onClose } = props;
  const filters = useFilterList(lang);
  const [chosen, setChosen] = useState(loadChosenFilters);
  const panelRef = useRef<HTMLDivElement>(null);

  useFocusTrap(panelRef, onClose);
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('select, button')?.focus();
  }, []);

  const target = isFilteredPage(window.location.pathname, hasSessionHint()) ? window.location.pathname : '/random';
  return (
    <div ref={panelRef} className="panel" role="dialog" aria-modal="false" aria-labelledby="filter-panel-title" id="filter-panel">
      <h2 id="filter-panel-title">{labels.title}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveChosenFilters(chosen);
          window.location.assign(filteredHref(target, chosen, lang));
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
              <option value="">{labels.any}</option>
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
              clearChosenFilters();
              setChosen({});
              window.location.assign(filteredHref(target, {}, lang));
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
