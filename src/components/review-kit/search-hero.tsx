import { type ReactNode, useId, useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/combobox/combobox';
import type { SearchMode } from './types';
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from './use-suggestions';
import './review-kit.css';

/** How one search mode reads: the box's label and placeholder, and the word for it ('company', 'workplace'). */
export type SearchModeWords = { label: string; placeholder: string; word: string };

const SEE_ALL = '__see-full-results';

type SearchHeroProps<T extends { _id: string }> = {
  /** The combobox id. */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Names the search landmark ('Interviewers'). */
  area: string;
  modes: Record<SearchMode, SearchModeWords>;
  /** The toggle's text, naming the other mode. */
  toggleText: (current: SearchMode) => string;
  /** The first matches for the live suggestions. */
  suggest: (text: string, mode: SearchMode, signal: AbortSignal) => Promise<T[]>;
  option: (item: T) => ReactNode;
  listLabel: string;
  onPick: (item: T) => void;
  /** Full results for the typed text. */
  onSearch: (term: string, mode: SearchMode) => void;
};

/**
 * The search home of an area: a hero with a live search box (suggestions after typing stops, then
 * "See full results") and the name / company toggle under it.
 */
export function SearchHero<T extends { _id: string }>({
  id,
  eyebrow,
  title,
  lead,
  area,
  modes,
  toggleText,
  suggest,
  option,
  listLabel,
  onPick,
  onSearch,
}: SearchHeroProps<T>) {
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<SearchMode>('name');
  const { active, loading, items } = useSuggestions<T>(
    query,
    SUGGEST_DEBOUNCE_MS,
    (text, signal) => suggest(text, mode, signal),
    mode,
  );

  const options: ComboboxOption[] = items.map((item) => ({ key: item._id, content: option(item) }));
  if (options.length > 0)
    options.push({ key: SEE_ALL, action: true, content: <span>See full results</span> });

  const search = () => {
    const term = query.trim();
    if (term) onSearch(term, mode);
  };

  return (
    <section className="rk-hero" aria-labelledby={titleId}>
      <div className="container rk-hero-inner">
        <p className="eyebrow rk-eyebrow">{eyebrow}</p>
        <h1 id={titleId}>{title}</h1>
        <p className="rk-lead">{lead}</p>
        <search className="rk-search" aria-label={area}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              search();
            }}
          >
            <div className="rk-search-row">
              <Combobox
                id={id}
                className="rk-search-box"
                label={modes[mode].label}
                hideLabel
                type="search"
                enterKeyHint="search"
                placeholder={modes[mode].placeholder}
                inputClassName="rk-search-input"
                value={query}
                onValueChange={setQuery}
                options={options}
                active={active}
                loading={loading}
                loadingText="Searching..."
                emptyText="No matches found"
                listLabel={listLabel}
                maxHeight="16rem"
                onSelect={(key) => {
                  if (key === SEE_ALL) {
                    search();
                    return;
                  }
                  const item = items.find((candidate) => candidate._id === key);
                  if (item) onPick(item);
                }}
              />
              <button type="submit" className="btn btn-accent rk-search-submit">
                Search
              </button>
            </div>
          </form>
        </search>
        <div className="rk-search-mode">
          <span>
            Searching by <strong>{modes[mode].word}</strong>
          </span>
          <button
            type="button"
            className="btn btn-outline-inverse"
            onClick={() => setMode((m) => (m === 'name' ? 'company' : 'name'))}
          >
            {toggleText(mode)}
          </button>
        </div>
      </div>
    </section>
  );
}
