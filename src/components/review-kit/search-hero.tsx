import { type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { type PlainForm, SearchBox } from './search-box';
import type { SearchMode } from './types';
import './review-kit.css';

/** How one search mode reads: the box's label and placeholder, and the word for it ('company', 'workplace'). */
export type SearchModeWords = { label: string; placeholder: string; word: string };

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
  /** The box as a plain GET form in the current mode (search-box.tsx), for the server-rendered page. */
  plainForm: (mode: SearchMode) => PlainForm;
};

/**
 * The search home of an area: a hero with the kit's search box (live suggestions, then "See full
 * results") and the name / company toggle above it, where the suggestions never cover it.
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
  plainForm,
}: SearchHeroProps<T>) {
  const titleId = useId();
  const [mode, setMode] = useState<SearchMode>('name');
  const scripted = useAppRuns();

  return (
    <section className="rk-hero" aria-labelledby={titleId}>
      <div className="container rk-hero-inner">
        <p className="eyebrow rk-eyebrow">{eyebrow}</p>
        <h1 id={titleId}>{title}</h1>
        <p className="rk-lead">{lead}</p>
        <SearchBox<T>
          id={id}
          area={area}
          label={modes[mode].label}
          placeholder={modes[mode].placeholder}
          listLabel={listLabel}
          scope={mode}
          suggest={async (text, signal) => [{ label: '', items: await suggest(text, mode, signal) }]}
          itemKey={(item) => item._id}
          option={option}
          onPick={onPick}
          onSearch={(term) => onSearch(term, mode)}
          plainForm={plainForm(mode)}
          above={
            <div className="sb-mode">
              <span>
                Searching by <strong>{modes[mode].word}</strong>
              </span>
              {/* The server's copy of this page (prerendered) has no script to switch modes: its plain form
                  searches by name, and the toggle keeps its place, unseen, until the app draws it. */}
              <button
                type="button"
                className={scripted ? 'btn btn-outline-inverse' : 'btn btn-outline-inverse sb-mode-idle'}
                onClick={() => setMode((m) => (m === 'name' ? 'company' : 'name'))}
              >
                {toggleText(mode)}
              </button>
            </div>
          }
        />
      </div>
    </section>
  );
}

const noSubscription = () => () => {};

/** False while the page is rendered ahead of time (no script will run there), true in the browser. */
function useAppRuns(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
