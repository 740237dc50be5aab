import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '../../table/useDebouncedValue.ts';
import { FIELD_STYLE, FieldMessage, LABEL_STYLE } from '../form/field-parts.tsx';
import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS, visibleMatches, type SearchAnswer } from './search.ts';

/**
 * `T` is what the field shows (a saved choice may be known by its name alone); `M`, what the
 * server's matches carry besides (a customer's fuel charge and rates).
 */
export interface SearchComboboxProps<T extends { id: number }, M extends T = T> {
  label: string;
  name: string;
  placeholder: string;
  /** The chosen record, or null. */
  value: T | null;
  /** Asks the server for the records matching what is typed (trimmed, at least 3 characters). */
  search(query: string): Promise<M[]>;
  /** The record's text: in the field once chosen, and in the list. */
  display(record: T): string;
  /** What the list shows after a record's text, such as a customer's status. */
  renderDetail?(match: M): ReactNode;
  /** A match picked from the list, or null when the field is emptied. */
  onChange(match: M | null): void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The one search-as-you-type picker of the portal (customers, drivers, inspectors, saved
 * locations), on Headless UI's `Combobox` (the ARIA 1.2 combobox pattern): asks from 3
 * characters once typing pauses, lists the matches or 'No Results', and clears the choice when
 * the field is emptied. Leaving the field or Escape puts the chosen record's text back; Escape
 * on a closed list keeps the choice. The list is drawn only while it shows an answer, named
 * "{label} matches" so the field's label names the field alone.
 * @example <SearchCombobox label="Driver" name="driverId" placeholder="Type 3 letters of the driver's name"
 *   value={driver} search={findDrivers} display={(d) => d.name} onChange={setDriver} />
 */
export function SearchCombobox<T extends { id: number }, M extends T = T>({
  label,
  name,
  placeholder,
  value,
  search,
  display,
  renderDetail,
  onChange,
  error,
  disabled = false,
}: SearchComboboxProps<T, M>) {
  /** What is being typed; null while the field shows the chosen record. */
  const [query, setQuery] = useState<string | null>(null);
  const [answer, setAnswer] = useState<SearchAnswer<M> | null>(null);
  const typed = useDebouncedValue((query ?? '').trim(), SEARCH_DELAY_MS);
  const id = useId();
  const messageId = `${id}-message`;
  // What is typed decides when to ask; the search itself may be a new function on each render.
  const ask = useEffectEvent((text: string) => search(text));

  useEffect(() => {
    if (typed.length < SEARCH_MIN_CHARS) return;
    let current = true;
    ask(typed)
      .then((matches) => current && setAnswer({ query: typed, matches }))
      .catch(() => current && setAnswer({ query: typed, matches: [] }));
    return () => {
      current = false;
    };
  }, [typed]);

  const matches = visibleMatches((query ?? '').trim(), typed, answer);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL_STYLE}>
        {label}
      </label>
      <Combobox<T | null>
        value={value}
        by="id"
        disabled={disabled}
        // The list holds only the server's matches, so a choice is one of them (or null, emptied).
        onChange={(picked) => {
          setQuery(null);
          onChange(picked as M | null);
        }}
        onClose={() => setQuery(null)}
      >
        <ComboboxInput<T | null>
          id={id}
          name={name}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className={`${FIELD_STYLE} w-full`}
          displayValue={(record) => (record ? display(record) : '')}
          onChange={(event) => setQuery(event.target.value)}
        />
        {matches !== null && (
          // Not modal: the rest of the page stays as it is while the list shows.
          <ComboboxOptions
            modal={false}
            anchor={{ to: 'bottom start', gap: 4 }}
            aria-label={`${label} matches`}
            className="z-50 max-h-60 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
          >
            {matches.length === 0 ? (
              <div className="px-3 py-2 text-slate-500">No Results</div>
            ) : (
              matches.map((match) => (
                <ComboboxOption key={match.id} value={match} className="cursor-pointer px-3 py-2 data-focus:bg-emerald-50">
                  {display(match)}
                  {renderDetail?.(match)}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        )}
      </Combobox>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
