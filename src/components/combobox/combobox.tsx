import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import './combobox.css';

export type ComboboxOption = {
  key: string;
  content: ReactNode;
  /** Styles the option as a final action row (e.g. 'See full results'). */
  action?: boolean;
  /**
   * The heading of the group the option belongs to ('Companies'): consecutive options with the same
   * group are listed under it (ARIA grouped listbox: role="group" named by its heading).
   */
  group?: string;
};

type Run = { group: string | undefined; first: number; options: ComboboxOption[] };

/** Consecutive options of one group, with the index of the first (options are numbered across groups). */
function runsOf(options: readonly ComboboxOption[]): Run[] {
  const runs: Run[] = [];
  options.forEach((option, index) => {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, first: index, options: [option] });
  });
  return runs;
}

type InputProps = Omit<
  ComponentProps<'input'>,
  'id' | 'value' | 'onChange' | 'onKeyDown' | 'onSelect' | 'role' | 'children' | 'ref'
>;

export type ComboboxProps = InputProps & {
  id: string;
  label: ReactNode;
  /** Keeps the label for assistive technology only (the placeholder or context says it visually). */
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** Whether the current text calls for a list at all (false for a blank query). */
  active: boolean;
  loading: boolean;
  loadingText?: string;
  emptyText?: string;
  onSelect: (key: string) => void;
  /** Accessible name of the list of suggestions. */
  listLabel: string;
  /** CSS length: the list scrolls beyond it. */
  maxHeight?: string;
  labelClassName?: string;
  inputClassName?: string;
  /** Rendered between the label and the input (hint, error ids go into aria-describedby). */
  beforeInput?: ReactNode;
  afterInput?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A text input with a list of suggestions, per the ARIA combobox pattern: the input keeps focus,
 * ArrowDown/ArrowUp move the highlighted option (aria-activedescendant), Enter picks it, Escape and
 * leaving the field close the list. Enter with nothing highlighted is left to the form (submit).
 */
export function Combobox({
  id,
  label,
  hideLabel = false,
  value,
  onValueChange,
  options,
  active,
  loading,
  loadingText = 'Searching...',
  emptyText = 'No matches found',
  onSelect,
  listLabel,
  maxHeight = '16rem',
  labelClassName,
  inputClassName,
  beforeInput,
  afterInput,
  inputRef,
  onBlur,
  className,
  ...inputProps
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const popupRef = useRef<HTMLDivElement>(null);

  // New suggestions: nothing is highlighted until the user moves into the list.
  const optionKeys = options.map((option) => option.key).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the set of options changes
  useEffect(() => setActiveIndex(-1), [optionKeys]);

  // Keep the highlighted option in view inside the scrolling list.
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const hasOptions = options.length > 0;
  const visible = open && active && (loading || hasOptions || emptyText !== '');
  const showList = visible && !loading && hasOptions;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    setActiveIndex(-1);
    onSelect(option.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (showList) setActiveIndex((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (showList) setActiveIndex((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter':
        if (showList && activeIndex >= 0) {
          event.preventDefault(); // picking an option does not submit the form
          choose(activeIndex);
        } else {
          setOpen(false);
        }
        break;
      case 'Escape':
        if (visible) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  let announcement = '';
  if (visible) {
    if (loading) announcement = loadingText;
    else if (!hasOptions) announcement = emptyText;
    else
      announcement = `${options.length} suggestion${options.length === 1 ? '' : 's'}. Use the up and down arrow keys to choose.`;
  }

  return (
    <div className={className ? `combobox ${className}` : 'combobox'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : labelClassName}>
        {label}
      </label>
      {beforeInput}
      <div className="combobox-field">
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          className={inputClassName}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!popupRef.current?.contains(event.relatedTarget)) setOpen(false);
            onBlur?.(event);
          }}
        />
        <div ref={popupRef} className="combobox-popup" hidden={!visible} style={{ maxHeight }}>
          {/* The live region below says these to assistive technology. */}
          {visible && loading ? (
            <p className="combobox-message" aria-hidden="true">
              {loadingText}
            </p>
          ) : null}
          {visible && !loading && !hasOptions ? (
            <p className="combobox-message" aria-hidden="true">
              {emptyText}
            </p>
          ) : null}
          <div
            id={listboxId}
            role="listbox"
            aria-label={listLabel}
            className="combobox-list"
            hidden={!showList}
          >
            {runsOf(options).map((run) => {
              const items = run.options.map((option, offset) => {
                const index = run.first + offset;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users pick options from the input (arrow keys, Enter)
                  // biome-ignore lint/a11y/useFocusableInteractive: options are highlighted through aria-activedescendant
                  <div
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={option.action ? 'combobox-option combobox-option-action' : 'combobox-option'}
                    // Keep focus in the input, so the list is not closed by a blur before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (index !== activeIndex) setActiveIndex(index);
                    }}
                    onClick={() => choose(index)}
                  >
                    {option.content}
                  </div>
                );
              });
              if (run.group === undefined) return items;
              const headingId = `${listboxId}-group-${run.first}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (APG grouped listbox), not a form fieldset
                <div key={headingId} role="group" aria-labelledby={headingId} className="combobox-group">
                  <div id={headingId} role="presentation" className="combobox-group-label">
                    {run.group}
                  </div>
                  {items}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {afterInput}
      <div className="visually-hidden" role="status">
        {announcement}
      </div>
    </div>
  );
}
