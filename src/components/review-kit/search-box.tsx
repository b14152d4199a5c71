import { type ReactNode, useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/combobox/combobox';
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from './use-suggestions';
import './search-box.css';

/** Suggestions under one heading ('Companies'); an empty label lists them without one. */
export type SuggestionGroup<T> = { label: string; items: T[] };

const SEE_ALL = '__see-full-results';

export type SearchBoxProps<T> = {
  /** The combobox id. */
  id: string;
  /** The input's accessible name (the placeholder says it visually). */
  label: string;
  placeholder: string;
  /** Names the search landmark. */
  area: string;
  listLabel: string;
  /** Suggestions for the typed text, grouped; asked again when `scope` (e.g. the search mode) changes. */
  suggest: (text: string, signal: AbortSignal) => Promise<SuggestionGroup<T>[]>;
  scope?: string;
  itemKey: (item: T) => string;
  option: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** Full results for the typed text (Enter, the Search button, or the last row). */
  onSearch: (term: string) => void;
  initialQuery?: string;
  /** Shown above the field (e.g. the name / company toggle): the suggestions open below, never over it. */
  above?: ReactNode;
  /** 'hero' on a dark band (white field), 'plain' on the page. */
  tone?: 'hero' | 'plain';
  /**
   * Where the form goes as a plain GET form: before the app's code runs, or without JavaScript (the server
   * renders the page with this markup). The typed text is sent as `name`, with the `hidden` fields.
   */
  plainForm?: PlainForm;
};

export type PlainForm = { action: string; name: string; hidden?: Record<string, string> };

/**
 * The one search box of the site (review kit): a combobox with live, optionally grouped suggestions
 * after typing stops, a "See full results" row, and a Search button. Used by the site search (landing
 * hero, /search) and by each area's search page.
 */
export function SearchBox<T>({
  id,
  label,
  placeholder,
  area,
  listLabel,
  suggest,
  scope = '',
  itemKey,
  option,
  onPick,
  onSearch,
  initialQuery = '',
  above,
  tone = 'hero',
  plainForm,
}: SearchBoxProps<T>) {
  const [query, setQuery] = useState(initialQuery);
  // A box opened holding a term (the results page) asks for suggestions only once the user types.
  const [typed, setTyped] = useState(false);
  const {
    active,
    loading,
    items: groups,
  } = useSuggestions<SuggestionGroup<T>>(query, SUGGEST_DEBOUNCE_MS, suggest, scope, typed);

  const byKey = new Map<string, T>();
  const options: ComboboxOption[] = [];
  for (const group of groups) {
    for (const item of group.items) {
      const key = itemKey(item);
      byKey.set(key, item);
      options.push({ key, content: option(item), ...(group.label ? { group: group.label } : {}) });
    }
  }
  if (options.length > 0) {
    options.push({ key: SEE_ALL, action: true, content: <span>See full results</span> });
  }

  const search = () => {
    const term = query.trim();
    if (term) onSearch(term);
  };

  return (
    <search className="sb" data-tone={tone} aria-label={area}>
      {above}
      <form
        action={plainForm?.action}
        method={plainForm ? 'get' : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <div className="sb-row">
          <Combobox
            id={id}
            className="sb-box"
            label={label}
            hideLabel
            type="search"
            enterKeyHint="search"
            placeholder={placeholder}
            inputClassName="sb-input"
            name={plainForm?.name}
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setTyped(true);
            }}
            options={options}
            active={active}
            loading={loading}
            loadingText="Searching..."
            emptyText="No matches found"
            listLabel={listLabel}
            maxHeight="min(24rem, 60vh)"
            onSelect={(key) => {
              if (key === SEE_ALL) {
                search();
                return;
              }
              const item = byKey.get(key);
              if (item !== undefined) onPick(item);
            }}
          />
          <button type="submit" className="btn btn-accent sb-submit">
            Search
          </button>
        </div>
        {Object.entries(plainForm?.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </search>
  );
}
